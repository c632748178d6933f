import FoundationEssentials
import SketchCore
import Glibc

/// The journal's bytes onto the disk, and a new generation after a checkpoint: run on the
/// journal's queue only (see `JournalFile`).
extension JournalFile {
    /// Appends what is missing from the journal file, or replaces the file when it is not
    /// exactly what was written; flushes it to the disk.
    func putOnDisk() throws {
        guard onDisk < lines.count || !trusted, !lines.isEmpty else { return }
        let path = try currentSession().path + "/" + SessionFiles.journal
        if trusted && file == nil {
            file = FileDescriptor(opening: path, O_WRONLY | O_APPEND | O_CLOEXEC)
            if file == nil { trusted = false }
        }
        let fd = file.raw
        // The file must be the one opened (not replaced or removed since) and hold exactly
        // what was written.
        var st = stat(), named = stat()
        if trusted && (fstat(fd, &st) != 0 || Int(st.st_size) != onDisk || path.withSystemPath({ stat($0, &named) }) != 0 || named.st_ino != st.st_ino || named.st_dev != st.st_dev) {
            trusted = false
        }
        if !trusted {
            closeFile()
            let whole = [UInt8](lines)
            try AtomicFile.write(whole, to: path, replacing: true)
            onDisk = lines.count
            trusted = true
            return
        }
        let wrote = lines.withUnsafeBytes { FileDescriptor.writeAll(UnsafeRawBufferPointer(rebasing: $0[onDisk...]), to: fd) && fsync(fd) == 0 }
        if !wrote {
            let failure = AtomicFile.errnoText()
            // Never leave a partial line for the next append to follow.
            if ftruncate(fd, off_t(onDisk)) != 0 || fsync(fd) != 0 { trusted = false }
            throw PlatformError.file(path, reason: failure)
        }
        onDisk = lines.count
    }

    /// Writes the pending checkpoint as the next generation: the checkpoint beside the old
    /// one, the old pair renamed `.previous`, the new one into place, then a new journal.
    func rotate() throws {
        guard let cp = pendingCheckpoint else { return }
        let folder = try currentSession().path
        let next = generation + 1
        let bytes = try CheckpointFile.encode(generation: next, redos: cp.redos, document: cp.document, layer: cp.layer)
        try AtomicFile.write(bytes, to: folder + "/" + SessionFiles.nextCheckpoint, replacing: true)
        closeFile()
        try SessionFiles.promoteNextCheckpoint(in: folder)
        generation = next
        lines = SessionJournal.line(.checkpoint(generation: next)) + (lastSaved.map(SessionJournal.line) ?? Data()) + afterCheckpoint
        afterCheckpoint = Data()
        pendingCheckpoint = nil
        onDisk = 0
        trusted = false
    }
}
