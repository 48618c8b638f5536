import FluidTestSupport
import Foundation
import Testing
import ViewTree

@testable import FluidPlayground
@testable import Scenes

/// `Ctrl+F` limits the window's frames to 120, 60, 30 and 15 a second, then gives the display's
/// rate back, saying so on the canvas; the key is a tool's, so a gesture file never holds it.
@MainActor
struct FrameRateLimitTests {
    @Test func controlFStepsThroughTheLimitsAndTellsTheHost() throws {
        let (host, app, _) = try makeScene(CardStackScene.self)
        var told: [Int?] = []
        app.frameRateLimitDidChange = { told.append($0) }
        host.run(for: 0.1, delegate: app)
        let controlF = KeyEvent(key: .character("f"), timestamp: host.time, modifierFlags: .control)
        for _ in 0..<5 { app.handle(.key(controlF)) }
        #expect(told == [120, 60, 30, 15, nil])
        #expect(app.frameRateLimit == nil && app.note.text == "frames at the display's rate")
        app.handle(.key(controlF))
        #expect(app.note.text == "frames limited to 120 a second")
        #expect(WindowKeys.isTool(controlF, hasActiveTouches: false), "not recorded into gesture files")
    }
}
