import CHeif
import CLibraryLoader
import CZip
import Foundation
@testable import SketchPlatform
import Testing

/// The one loader behind libheif's, libde265's, libzip's and SDL2_image's tables
/// (`sketchpad_library_open`, CLibraryLoader) and the Swift type every wrapper keeps its library
/// in (`OnDemandLibrary`), tried on libraries every machine has: zlib and the C library.
@Suite struct LibraryLoaderTests {
    /// What `sketchpad_library_open` made of `library` and `names`.
    struct Outcome { var opened: Bool, slots: [UnsafeMutableRawPointer?], problem: String? }

    func open(_ library: String, _ names: [String]) -> Outcome {
        let copies = names.map { UnsafePointer(strdup($0)!) }
        defer { copies.forEach { free(UnsafeMutablePointer(mutating: $0)) } }
        var slots = [UnsafeMutableRawPointer?](repeating: nil, count: names.count)
        var problem: UnsafePointer<CChar>?
        let opened = copies.withUnsafeBufferPointer { names in
            slots.withUnsafeMutableBufferPointer { slots in
                sketchpad_library_open(library, names.baseAddress!, slots.baseAddress!, names.count, &problem)
            }
        }
        return Outcome(opened: opened, slots: slots, problem: problem.map { String(cString: $0) })
    }

    @Test func everyNamedFunctionIsFoundInItsSlot() throws {
        let outcome = open("libz.so.1", ["zlibVersion", "crc32", "adler32"])
        #expect(outcome.opened)
        #expect(outcome.problem == nil)
        #expect(outcome.slots.allSatisfy { $0 != nil })
        // Each slot is the function of its name: zlib's CRC-32 of "123456789" is its check value.
        typealias CRC32 = @convention(c) (UInt, UnsafePointer<UInt8>?, UInt32) -> UInt
        let crc32 = unsafeBitCast(try #require(outcome.slots[1]), to: CRC32.self)
        let check = Array("123456789".utf8).withUnsafeBufferPointer { crc32(0, $0.baseAddress, 9) }
        #expect(check == 0xCBF4_3926)
        typealias Adler32 = @convention(c) (UInt, UnsafePointer<UInt8>?, UInt32) -> UInt
        let adler32 = unsafeBitCast(try #require(outcome.slots[2]), to: Adler32.self)
        #expect(Array("Wikipedia".utf8).withUnsafeBufferPointer { adler32(1, $0.baseAddress, 9) } == 0x11E6_0398)
    }

    @Test func aFunctionTheLibraryLacksIsNamedInTheProblem() {
        let outcome = open("libc.so.6", ["malloc", "sketchpad_function_nowhere", "free"])
        #expect(!outcome.opened)
        #expect(outcome.problem?.contains("sketchpad_function_nowhere") == true, "\(outcome.problem ?? "no problem")")
        #expect(outcome.problem?.contains("undefined symbol") == true, "\(outcome.problem ?? "no problem")")
    }

    @Test func aMissingFileIsNamedInTheProblem() {
        let outcome = open("libsketchpad-nowhere.so.3", ["zlibVersion"])
        #expect(!outcome.opened)
        #expect(outcome.problem?.hasPrefix("libsketchpad-nowhere.so.3: ") == true, "\(outcome.problem ?? "no problem")")
    }

    @Test func aLibraryWithoutTheListsFunctionsLeavesTheTableUntouched() {
        // zlib has none of libzip's functions: the table's opener is false, naming the first,
        // and writes no slot of the table.
        let size = MemoryLayout<SketchpadZip>.size
        let table = UnsafeMutableRawPointer.allocate(byteCount: size, alignment: MemoryLayout<SketchpadZip>.alignment)
        defer { table.deallocate() }
        table.initializeMemory(as: UInt8.self, repeating: 0xA5, count: size)
        var problem: UnsafePointer<CChar>?
        #expect(!sketchpad_zip_open("libz.so.1", table.assumingMemoryBound(to: SketchpadZip.self), &problem))
        let words = problem.map { String(cString: $0) }
        #expect(words?.contains("zip_error_init") == true, "\(words ?? "no problem")")
        #expect(UnsafeRawBufferPointer(start: table, count: size).allSatisfy { $0 == 0xA5 })
    }

    @Test func theEnvironmentNamesAnotherFileAndTheRefusalNamesThePackage() throws {
        let library = OnDemandLibrary(file: "libzip.so.4", override: "SKETCHPAD_LIBZIP", package: "libzip4",
                                      opener: sketchpad_zip_open, environment: ["SKETCHPAD_LIBZIP": "libz.so.1"])
        #expect(library.file == "libz.so.1")
        #expect(library.functions == nil)
        guard case .failure(let missing) = library.opened else { Issue.record("libz.so.1 opened as libzip"); return }
        #expect(missing.detail.contains("zip_error_init"), "\(missing.detail)")
        #expect(throws: PlatformError.file("/tmp/a.sketch", reason: "install libzip4")) {
            try library.functions(refusing: "/tmp/a.sketch") { "install \($0)" }
        }
    }

    @Test func theDefaultFilesOpenWithEveryFunction() throws {
        let zip = OnDemandLibrary(file: "libzip.so.4", override: "SKETCHPAD_LIBZIP", package: "libzip4",
                                  opener: sketchpad_zip_open, environment: [:])
        #expect(zip.file == "libzip.so.4")
        let functions = try zip.functions(refusing: "/tmp/a.sketch") { _ in "unexpected" }
        var error = zip_error_t()
        functions.zip_error_init(&error)
        #expect(error.zip_err == ZIP_ER_OK)
        functions.zip_error_fini(&error)
        let de265 = OnDemandLibrary(file: "libde265.so.0", package: "libde265-0", opener: sketchpad_de265_open)
        #expect(de265.functions != nil)
        // SDL2_image's, which DecodeGateTests decode GIF, BMP, TIFF and WebP through.
        #expect(SDLImageLibrary.loaded != nil, "\(SDLImageLibrary.missing)")
    }
}
