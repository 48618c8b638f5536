import ArgumentParser
import Compositor
import Foundation

/// The options `playground watch` opens a rebuilt app's window with: where the last one was, and
/// its commands on standard input (Docs/Playground.md, "Watch").
struct WatchedWindowOptions: ParsableArguments {
    @Option(
        name: .long,
        help: ArgumentHelp(
            "Open the window at this desktop position and size (what playground watch passes on).",
            valueName: "x,y,width,height"))
    var windowFrame: String?

    @Flag(
        name: .long,
        help:
            "Take playground watch's commands on standard input (error TEXT, clear, quit), say 'ready' on standard output at the first frame and the window's 'frame X Y W H' at exit."
    )
    var control = false

    /// `--window-frame`, read; four whole numbers or a one-line error.
    func validatedFrame() throws -> WindowHost.DesktopFrame? {
        guard let windowFrame else { return nil }
        let parts = windowFrame.split(separator: ",").map { Int($0.trimmingCharacters(in: .whitespaces)) }
        guard parts.count == 4, let x = parts[0], let y = parts[1], let width = parts[2], let height = parts[3],
            width > 0, height > 0
        else {
            throw PlaygroundError.badArgument(
                "--window-frame takes x,y,width,height in whole points, e.g. 100,80,390,844 (got '\(windowFrame)')")
        }
        return WindowHost.DesktopFrame(x: x, y: y, width: width, height: height)
    }

    /// Places the window and connects the app to the watcher, as asked.
    @MainActor
    func apply(to host: WindowHost, app: PlaygroundApp) throws {
        if let frame = try validatedFrame() { host.setDesktopFrame(frame) }
        if control { app.watchControl = WatchControl(wake: { WindowHost.wake() }) }
    }

    /// At exit, under `--control`: where the window was, for the next build's window.
    @MainActor
    func sayFrame(of host: WindowHost) {
        guard control else { return }
        let frame = host.desktopFrame
        try? RegularFile.write(
            Array("frame \(frame.x) \(frame.y) \(frame.width) \(frame.height)\n".utf8), to: STDOUT_FILENO)
    }
}
