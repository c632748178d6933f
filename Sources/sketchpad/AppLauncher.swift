import Dispatch
import FoundationEssentials
import Glibc
import SketchApp
import SketchAppLive
import SketchCore
import SketchPlatform
import SketchRaster
import SketchTranslation

/// Opens the window and runs the app until it quits, on the main thread.
@MainActor
enum AppLauncher {
    static func run(_ options: LaunchOptions) -> Int32 {
        let environment = ProcessEnvironment.current()
        var photo = options.photo
        guard let assets = AssetLocator.folder(environment: environment) else {
            return RenderCommand.fail(tr("cannot find the app's assets ({file}); set SKETCHPAD_ASSETS to the Assets folder", ["file": AssetLocator.marker]))
        }
        // First: it decodes while the rest of the launch and the window's opening go on.
        let prefetch = options.capture == nil && !options.restore ? PhotoPrefetch.launch(photo, load: PhotoClient.live.loadFitting) : nil
        // Before the signal handlers: Ctrl+C during the countdown simply ends the command.
        var captured: [UInt8]?
        if let mode = options.capture {
            switch CaptureLaunch.take(mode, delay: options.delay, environment: environment) {
            case .success(let png): captured = png
            case .failure(let exit): return exit.status
            }
        }
        ShutdownSignals.install()
        let store = SessionStore(stateFolder: SessionStore.stateFolder(environment: environment))
        store.migrateLegacy()
        let mail = EventLoopMail<SketchController>()
        let journal = JournalFile(store: store, log: { StandardStreams.printError($0) }, onProblemChange: mail.wake)
        ShutdownSignals.setLastWords { journal.finish() }
        // The sessions are read only when this launch uses them: to restore, or to offer that
        // on a plain launch (once the window is up). Opening a photo does not need them.
        var restored: RestoredSession?
        if options.restore {
            do {
                restored = try claim(options.restoreID, from: store, into: journal)
            } catch {
                return RenderCommand.fail(tr("cannot restore: {problem}", ["problem": "\(error)"]))
            }
        }
        // -o is checked before the window opens: a name Save could not write, or one that would
        // replace the photo being edited, is refused now rather than at the first save.
        let output: OutputFile.Destination?
        do {
            let inputs = [options.photo, restored?.document.photoPath].compactMap { $0 }.filter { $0 != "-" }
            output = try options.output.map { try OutputFile.destination($0, inputs: inputs) }
        } catch {
            return RenderCommand.fail("\(error)")
        }
        if let captured, let output, !options.earlyExit {
            // --capture with -o: the capture is the picture, written at once; no window opens.
            do {
                try OutputFile.write(ImageFile.decode(captured, path: tr("the screenshot")), to: output)
                return 0
            } catch {
                return RenderCommand.fail("\(error)")
            }
        }
        if let captured {
            // Kept in the session as a photo from standard input is, so a restore finds it.
            do {
                photo = try journal.keepStandardInput(captured)
            } catch {
                return RenderCommand.fail(tr("cannot keep the screenshot: {problem}", ["problem": "\(error)"]))
            }
        } else if photo == "-" {
            // A photo on stdin is kept in this window's session, named by its content, so a
            // restore always finds the photo the strokes were drawn on.
            let data: Data
            do { data = try InputFile.readStandardInput() } catch { return RenderCommand.fail("\(error)") }
            do {
                photo = try journal.keepStandardInput([UInt8](data))
            } catch {
                return RenderCommand.fail(tr("cannot keep the photo from standard input: {problem}", ["problem": "\(error)"]))
            }
        }
        MemoryPolicy.apply()
        do {
            let stored = SettingsFile.load(environment: environment)
            stored.warnings.forEach { StandardStreams.printError("sketchpad: \($0)") }
            // Asked before the window opens, on a thread of its own: the portal's answer is
            // usually in by the first frame, and a slow one changes the theme when it comes.
            let desktop = stored.settings.theme == .system ? DesktopColorSchemeWatch(environment: environment) : nil
            try AppWindow.startVideo()
            let glyphs = try TrueTypeGlyphs(fontPath: assets + "/" + AssetLocator.marker)
            let icon = try? ImageFile.load(assets + "/icons/\(AppWindow.appID).png")
            let title = SketchController.windowTitle(photo: photo.map { PathName.last($0) } ?? restored?.document.photoPath.map { PathName.last($0) })
            let window = try AppWindow(title: title, icon: icon)
            var services = AppServices.live(glyphs: glyphs, environment: environment, journal: journal, wake: mail.wakeClient)
            services.screenshots = .live(mode: stored.settings.screenshotMode, environment: environment, journal: journal, window: .live(window, mail: mail))
            services.photos = services.photos.taking(prefetch)
            let size = window.pixelSize
            let scale = window.uiScale(environment: environment) { StandardStreams.printError("sketchpad: \($0)") }
            let controller = SketchController(services: services, width: size.width, height: size.height, settings: stored.settings, scale: scale,
                                              desktop: desktop?.current ?? .light)
            desktop?.onChange { scheme in mail.post { $0.desktopColorSchemeChanged(scheme) } }
            if let dir = options.saveDir { controller.saveFolder = dir.hasPrefix("/") ? dir : CurrentFolder.path() + "/" + dir }
            if case .file(let path) = output { controller.outputFile = path }
            if options.earlyExit {
                if case .file = output { controller.exitEarlyOnEnter(writing: true) } else { controller.exitEarlyOnEnter() }
            }
            // Quitting writes the picture to standard output: there is nothing to ask.
            if output == .standardOutput { controller.closesWithoutAsking = true }
            // What every ending does once the controller has quit (which waits for saves and
            // exports): the journal's last words, then `-o -`. Once, however the app ends.
            var ended = false
            func end() throws {
                guard !ended else { return }
                ended = true
                ShutdownSignals.speakLastWords()
                // `-o -`: the picture, as Save writes it (at the photo's own size), goes to stdout on quit.
                if output == .standardOutput { try OutputFile.write(controller.renderPicture(), to: .standardOutput) }
            }
            DisplayLoss.watchX11 {
                controller.handle(.quitRequested)
                do { try end() } catch { _ = RenderCommand.fail("\(error)") }
            }
            if let photo {
                controller.openPhoto(photo)
                // Hashed for its lookups while the window waits for its decode.
                if prefetch != nil { journal.hashAhead(photo) }
            } else if let restored {
                controller.restore(restored)
            } else {
                // Read in the background: a long session (one from before checkpoints) takes a
                // while to count, and the window need not wait for it.
                DispatchQueue.global(qos: .userInitiated).async {
                    let all = store.restorable()
                    let offer = Array(all.prefix(SketchController.offeredSessions)), others = all.count - offer.count
                    guard !offer.isEmpty else { return }
                    mail.post { controller in
                        // Not once a drawing has begun here.
                        if !controller.document.hasWork { controller.offerRestore(offer, more: max(0, others)) }
                    }
                }
            }
            cleanUp(store: store, picturesFolder: services.picturesFolder, environment: environment, settings: stored.settings, options: options)
            let loop = EventLoop(window: window, controller: controller, mail: mail, environment: environment, now: services.clock.now)
            loop.run()
            if loop.lostDisplay { DisplayLoss.report() }
            try end()
            // A drawing no save holds is in its session: say how to get it back (on stderr when
            // standard output carries the picture).
            if controller.keepsUnsavedDrawing, journal.problem == nil, let id = journal.sessionID, FileManager.default.fileExists(atPath: store.path(of: id)) {
                let line = tr("sketchpad: your drawing is kept; `sketchpad --restore {id}` brings it back", ["id": id])
                if output == .standardOutput { StandardStreams.printError(line) } else { StandardStreams.printOutput(line) }
            }
            if loop.lostDisplay { return 1 }
            ShutdownSignals.finish()
            // Enter's copy (or save) failed and the window was closed another way: not done.
            return controller.actionFailed ? SketchController.failedActionStatus : 0
        } catch {
            ShutdownSignals.speakLastWords()
            return RenderCommand.fail("\(error)")
        }
    }

    /// Takes session `id`, or the most recent one no other window has, for this window.
    private static func claim(_ id: String?, from store: SessionStore, into journal: JournalFile) throws -> RestoredSession {
        func read(_ handle: SessionHandle) throws -> StoredSession {
            try SessionReader.read(id: handle.id, folder: handle.path, layer: true)
        }
        if let id {
            let handle = try store.claim(id)
            let stored = try read(handle)
            journal.adopt(handle, continuing: stored)
            return stored.restored
        }
        guard let (handle, stored) = store.claimMostRecent(read) else {
            let open = store.entries().filter(\.isOpen).count
            throw PlatformError.session(reason: open > 0 ? tr("every stored drawing is open in another window ({count})", ["count": open]) : tr("there is no stored drawing in {folder}", ["folder": store.folder]))
        }
        journal.adopt(handle, continuing: stored)
        return stored.restored
    }

    /// In the background, once the window is up: temporary files that killed saves and exports
    /// left behind, and old sessions.
    private static func cleanUp(store: SessionStore, picturesFolder: String, environment: [String: String], settings: Settings, options: LaunchOptions) {
        let fixed = [picturesFolder, ProcessEnvironment.temporaryFolder(environment), store.stateFolder, store.folder,
                       PathName.parent(SettingsFile.path(environment: environment))]
            + [settings.saveFolder, options.saveDir, options.output.flatMap { $0 == "-" ? nil : PathName.parent($0) }].compactMap { $0 }
        DispatchQueue.global(qos: .utility).async {
            var folders = fixed
            for entry in store.entries() {
                let session = store.path(of: entry.id)
                folders.append(session)
                let photos = session + "/" + SessionFiles.photos
                folders += (FileSystem.names(in: photos) ?? []).map { photos + "/" + $0 }
            }
            LeftoverFiles.sweep(folders.map { $0.isEmpty ? "." : $0 })
            store.prune()
        }
    }
}
