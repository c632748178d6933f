import Foundation
import SketchCore
import SketchPlatform
import Testing

/// The picker's places as the machine has them: the XDG folders that exist and the drives in
/// the mounts table.
@Suite struct PlacesTests {
    @Test func drivesAreTheDevicesMountedForTheUserUnderMediaAndRunMedia() {
        let mounts = """
            /dev/vda1 / ext4 rw,relatime 0 0
            proc /proc proc rw 0 0
            tmpfs /run/media/ann tmpfs rw 0 0
            /dev/sdb1 /run/media/ann/HOLIDAY\\040USB vfat rw 0 0
            /dev/sdc1 /media/ann/caf\\303\\251 exfat rw 0 0
            /dev/sdd1 /mnt ext4 rw 0 0
            /dev/sde1 /mnt/backup ext4 rw 0 0
            model_tools_unavailable /mnt/sandboxing/env/python tmpfs ro 0 0
            tmpfs /media/cache tmpfs rw 0 0
            /dev/sdf1 /media ext4 rw 0 0
            /dev/sdg1 /media/bob/THEIRS vfat rw 0 0
            /dev/sdh1 /media/usb0 vfat rw 0 0
            /dev/sdb1 /run/media/ann/HOLIDAY\\040USB vfat rw 0 0
            """
        // `/run/media/ann` is where the user's drives go, not a drive; `/media` alone neither;
        // nor what is under /mnt, a tmpfs, or another user's drive.
        #expect(Places.drives(mounts, user: "ann") == ["/run/media/ann/HOLIDAY USB", "/media/ann/café", "/media/usb0"])
    }

    @Test func theXDGFoldersThatExistFollowHome() {
        let env = ["HOME": "/home/ann", "XDG_CONFIG_HOME": "/home/ann/.config"]
        let dirs = """
            # written by xdg-user-dirs-update
            XDG_DESKTOP_DIR="$HOME/Schreibtisch"
            XDG_DOWNLOAD_DIR="$HOME/"
            XDG_PICTURES_DIR="$HOME/Bilder"
            """
        let files = ["/home/ann/.config/user-dirs.dirs": dirs, "/proc/self/mounts": "/dev/sdb1 /media/ann/STICK vfat rw 0 0\n"]
        let folders: Set<String> = ["/home/ann", "/home/ann/Schreibtisch", "/home/ann/Bilder", "/home/ann/Downloads", "/home/ann/Videos"]
        let places = Places.list(env, user: "ann", readFile: { files[$0] }, isFolder: { folders.contains($0) })
        // Downloads set to the home folder itself means none: ~/Downloads is used, as for Pictures.
        #expect(places == [PickerPlace(.home, path: "/home/ann"), PickerPlace(.pictures, path: "/home/ann/Bilder"),
                           PickerPlace(.desktop, path: "/home/ann/Schreibtisch"), PickerPlace(.downloads, path: "/home/ann/Downloads"),
                           PickerPlace(.videos, path: "/home/ann/Videos"),
                           PickerPlace(.drive(name: "STICK"), path: "/media/ann/STICK")])
        let bare = Places.list(["HOME": "/home/bob"], readFile: { _ in nil }, isFolder: { $0 == "/home/bob" })
        #expect(bare == [PickerPlace(.home, path: "/home/bob")], "folders that do not exist are not listed")
    }
}
