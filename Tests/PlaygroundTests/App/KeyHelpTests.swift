import FluidTestSupport
import Foundation
import Testing
import ViewTree

@testable import FluidPlayground
@testable import Scenes

/// `?` lists every key of the window and the scene's switches on the canvas, and `run --help` the
/// same window keys (before, nothing in the window or in `--help` named `I`, `S`, `C` or `Ctrl+R`).
@MainActor
struct KeyHelpTests {
    @Test func questionMarkListsTheKeysAndTheScenesSwitches() throws {
        let (host, app, _) = try makeScene(CardStackScene.self)
        app.handle(.key(KeyEvent(key: .character("/"), timestamp: host.time, modifierFlags: .shift)))
        #expect(host.window.view(withIdentifier: "keyHelp") != nil)
        let lines = app.keyHelp.lines
        for key in ["I ", "S ", "C ", "Ctrl+R ", "P ", "Esc "] {
            #expect(lines.contains { $0.hasPrefix(key) }, "\(key) in \(lines)")
        }
        #expect(lines.contains("K catch a throw: off"), "\(lines)")
        app.handle(.key(KeyEvent(key: .character("k"), timestamp: host.time)))
        #expect(app.keyHelp.lines.contains("K catch a throw: on"), "a switch flipped under the list shows it")
        app.handle(.key(KeyEvent(key: .character("?"), timestamp: host.time)))
        #expect(host.window.view(withIdentifier: "keyHelp") == nil)
    }

    @Test func runHelpListsTheWindowKeys() {
        let help = RunCommand.helpMessage()
        for key in ["Ctrl+R", "slow animations", "the inspector", "copy the scene's tunable code", "? "] {
            #expect(help.contains(key), "\(key)")
        }
    }
}
