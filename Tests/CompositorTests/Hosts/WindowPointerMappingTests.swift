import Foundation
import Testing

@testable import Compositor
@testable import ViewTree

/// How window coordinates become canvas points (`WindowHost.canvasPoint`), without a display.
@MainActor
@Suite struct WindowPointerMappingTests {
    let screen = CGSize(width: 390, height: 844)

    @Test func aLetterboxedCanvasMapsItsCornersToTheScreensCorners() throws {
        // A 1000 × 900 window at 2 output pixels per window point; the canvas fills the height.
        let output = CGSize(width: 2000, height: 1800)
        let height: CGFloat = 1800, width = (390 * height / 844).rounded()
        let canvas = CGRect(x: ((2000 - width) / 2).rounded(.down), y: 0, width: width, height: height)
        let topLeft = try #require(
            WindowHost.canvasPoint(
                CGPoint(x: canvas.minX / 2, y: 0), windowSize: CGSize(width: 1000, height: 900),
                outputSize: output, canvas: canvas, screenSize: screen))
        #expect(abs(topLeft.x) < 1e-9 && abs(topLeft.y) < 1e-9)
        let bottomRight = try #require(
            WindowHost.canvasPoint(
                CGPoint(x: canvas.maxX / 2, y: 900), windowSize: CGSize(width: 1000, height: 900),
                outputSize: output, canvas: canvas, screenSize: screen))
        #expect(abs(bottomRight.x - 390) < 1e-9 && abs(bottomRight.y - 844) < 1e-9)
    }

    /// A window resized to 1 × 1 mid-drag mapped the pointer hundreds of thousands of points away.
    @Test func aDegenerateCanvasMapsNothing() {
        for (window, canvas) in [
            (CGSize(width: 1, height: 1), CGRect(x: 0, y: 0, width: 0, height: 1)),
            (CGSize(width: 8, height: 8), CGRect(x: 2, y: 0, width: 4, height: 8)),
            (CGSize(width: 0, height: 0), CGRect(x: 0, y: 0, width: 0, height: 0)),
        ] {
            #expect(
                WindowHost.canvasPoint(
                    CGPoint(x: 500, y: 500), windowSize: window, outputSize: window,
                    canvas: canvas, screenSize: screen) == nil)
        }
        #expect(
            WindowHost.canvasPoint(
                CGPoint(x: CGFloat.nan, y: 0), windowSize: CGSize(width: 400, height: 900),
                outputSize: CGSize(width: 400, height: 900), canvas: CGRect(x: 0, y: 0, width: 390, height: 844),
                screenSize: screen) == nil)
    }
}
