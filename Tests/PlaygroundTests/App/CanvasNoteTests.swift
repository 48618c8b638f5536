import FluidTestSupport
import Foundation
import Testing
import ViewTree

@testable import FluidPlayground
@testable import Scenes

/// What a tool key did shows on the canvas, not only in the terminal: `S` flashes a note for
/// `CanvasNoteView.duration` and keeps a `SLOW 10×` badge in the status bar while it is on.
@MainActor
struct CanvasNoteTests {
    @Test func slowAnimationsFlashANoteAndKeepABadge() throws {
        let (host, app, _) = try makeScene(BottomSheetScene.self)
        host.run(for: 0.1, delegate: app)
        app.handle(.key(KeyEvent(key: .character("s"), timestamp: host.time)))
        host.advance(by: 1.0 / 60, delegate: app)
        #expect(app.slowAnimations && host.window.view(withIdentifier: "speedIndicator") != nil)
        #expect(host.window.view(withIdentifier: "canvasNote") != nil && app.note.text == "slow animations on (10×)")
        host.run(for: CanvasNoteView.duration + 0.05, delegate: app)
        #expect(host.window.view(withIdentifier: "canvasNote") == nil, "the note goes")
        #expect(host.window.view(withIdentifier: "speedIndicator") != nil, "the badge stays while slowed")
        app.handle(.key(KeyEvent(key: .character("s"), timestamp: host.time)))
        host.advance(by: 1.0 / 60, delegate: app)
        #expect(host.window.view(withIdentifier: "speedIndicator") == nil && app.note.text == "slow animations off")
    }
}
