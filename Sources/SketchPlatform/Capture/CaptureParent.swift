import CProcessControl
import Glibc

/// New screenshot's capture child (`CaptureProcess`) ends with the app: killed or crashed, the
/// app can no longer take its picture, and a child left behind would keep its frozen-screen
/// overlay over the whole desktop. The app names itself in the child's environment; the child,
/// first thing, asks the kernel for SIGKILL when its parent ends (nothing of the child's is
/// worth finishing then, and SIGKILL ends it wherever it is, SDL's own SIGTERM handler and a
/// stalled compositor included), then checks that its parent is still the app: one that died
/// before the request was made left the child to another parent, and no signal would come.
public enum CaptureParent {
    /// The app's process id, in the capture child's environment.
    static let environmentKey = "SKETCHPAD_CAPTURE_PARENT"

    /// Names this process in the environment of a capture child it starts.
    static func name(in environment: inout [String: String]) {
        environment[environmentKey] = String(getpid())
    }

    /// In `--capture`: false when the app that started this process as its capture child has
    /// already ended (the capture then ends at once); true otherwise, and for a capture nobody
    /// started so.
    ///
    /// The signal comes when the *thread* that started the child ends; the app's thread waits
    /// in `HelperProcess.run` until the child ends, so only the app's end brings it.
    public static func follow(_ environment: [String: String]) -> Bool {
        guard let parent = environment[environmentKey].flatMap({ pid_t($0) }) else { return true }
        _ = sketchpad_set_parent_death_signal(SIGKILL)
        return getppid() == parent
    }
}
