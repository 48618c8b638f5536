import Compositor
import Foundation
import ViewTree

// The tools around a scene: tuning and copy-as-Swift, the inspector panel, screenshots.
extension PlaygroundApp {
    /// A tuned value changed: the scene applies it (at once where safe, else from its next
    /// gesture); scenes staged ahead that use it are built again.
    func tuningDidChange(_ parameter: TunableParameter) {
        if logsSession { sessionLog.append(.tuning(key: parameter.key, value: tuning.value(parameter))) }
        scene.tuningDidChange(parameter)
        inspector?.tuningDidChange(parameter)
        staged = staged.filter { !type(of: $0.value.scene).tunables.contains(parameter) }
    }

    /// `C`: the scene's tunable code with the current values, on the clipboard and on standard
    /// output, with one line in the report; for a scene that writes none, its tunables as constants.
    func copySwiftCode() {
        let written = scene.swiftCode()
        let code = written.isEmpty ? tuning.swiftDeclarations(of: type(of: scene).tunables) : written
        guard !code.isEmpty else {
            report("scene \(sceneNumber) has nothing to tune")
            return
        }
        clipboard?(code)
        let lines = code.split(separator: "\n", omittingEmptySubsequences: false).count
        // Whatever read standard output may have gone (`| head`, EPIPE), or it is a full disk:
        // the app goes on.
        var printed = "printed on standard output"
        do { try printCode(code) } catch let error as RegularFile.WriteFailure where error.code != EPIPE {
            printed = "not printed: standard output refused it (\(error.reason))"
        } catch {
            printed = "not printed: standard output is closed (what read it has gone)"
        }
        let done = (clipboard == nil ? [] : ["copied to the clipboard"]) + [printed]
        report(
            "scene \(sceneNumber): \(lines) lines of Swift \(done.joined(separator: printed.hasPrefix("printed") ? " and " : ", "))"
        )
    }

    // MARK: Inspector

    /// Opens or closes the inspector (`I`).
    func setInspectorShown(_ shown: Bool) {
        guard shown != (inspector != nil) else { return }
        if shown {
            let inspector = Inspector(phone: window.screen)
            inspector.pressKey = { [weak self] key in
                guard let self else { return }
                self.handle(.key(KeyEvent(key: .character(key), timestamp: self.time)))
            }
            inspector.showScene(scene, number: sceneNumber, tuning: tuning)
            self.inspector = inspector
            inspector.update(phone: window, statistics: statisticsSource?())
        } else {
            inspector?.detach()
            inspector = nil
        }
        sidePanelDidChange?(inspector?.panel)
    }

    /// `phone` with the inspector's panel beside it when it is shown (`render --inspector`,
    /// `film --inspector`); else `phone`.
    func withInspector(_ phone: PixelBuffer, fonts: [Font.Weight: URL]) throws -> PixelBuffer {
        guard let inspector else { return phone }
        return phone.besides(try inspector.picture(fonts: fonts))
    }

    /// Writes the canvas to `fluid-scene<N>-<k>.png` in the current folder, never overwriting.
    func saveScreenshot() {
        guard let pixels = screenshotSource?() else {
            report("nothing drawn yet to save")
            return
        }
        let folder = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
        let url = Self.freeName(in: folder, format: "fluid-scene\(sceneNumber)-%03d.png")
        do {
            try PNGCodec.write(pixels, to: url)
            report("saved \(url.path)")
            note.show("saved \(url.lastPathComponent)", on: window, at: time)
        } catch {
            report("screenshot not saved: \(error)")
            note.show("screenshot not saved: see the terminal", on: window, at: time)
        }
    }
}
