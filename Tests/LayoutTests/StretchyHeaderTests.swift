import Testing

@testable import Layout

/// The stretchy header of Docs/Constraints.md §2 and §4, vertical axis in root coordinates: the image is
/// pinned to the top of the screen (strong, SnapKit's .high), at least as tall as its container
/// and bottom-aligned with it (both required); the container's top follows the scroll offset
/// through an edit variable at create(999, 1000, 1000).
@Suite struct StretchyHeaderTests {
    private struct Header {
        let solver = Solver()
        let rootTop = Variable("root.top")
        let containerTop = Variable("container.top"), containerHeight = Variable("container.height")
        let imageTop = Variable("image.top"), imageHeight = Variable("image.height")

        init() throws {
            try solver.addConstraint(rootTop == 0)
            try solver.addConstraint(containerHeight == 280)
            try solver.addConstraint((imageTop == rootTop).withStrength(.strong))
            try solver.addConstraint(imageHeight >= containerHeight)
            try solver.addConstraint(imageTop + imageHeight == containerTop + containerHeight)
            try solver.addEditVariable(containerTop, strength: .almostRequired)
        }

        func scroll(to contentOffset: Double) throws -> (top: Double, height: Double) {
            try solver.suggestValue(containerTop, -contentOffset)
            solver.updateVariables()
            return (imageTop.value, imageHeight.value)
        }
    }

    @Test func theImagePinsAndStretchesWhenPulledDownAndScrollsWhenPushedUp() throws {
        let header = try Header()
        let cases: [(offset: Double, top: Double, height: Double)] = [
            (-100, 0, 380), (0, 0, 280), (150, 0 - 150, 280), (-100, 0, 380), (-0.5, 0, 280.5), (1, -1, 280),
        ]
        for (offset, top, height) in cases {
            let result = try header.scroll(to: offset)
            #expect(abs(result.top - top) <= 1e-9, "image.top at offset \(offset)")
            #expect(abs(result.height - height) <= 1e-9, "image.height at offset \(offset)")
            #expect(abs(header.containerTop.value - (-offset)) <= 1e-9)
        }
    }

    @Test func conflictsAndDuplicatesInTheHeaderAreRefused() throws {
        let header = try Header()
        _ = try header.scroll(to: -100)
        let tooShort = header.imageHeight <= 100
        #expect(throws: LayoutError.unsatisfiableConstraint(tooShort)) { try header.solver.addConstraint(tooShort) }
        let positive = header.imageHeight >= 0
        try header.solver.addConstraint(positive)
        #expect(throws: LayoutError.duplicateConstraint(positive)) { try header.solver.addConstraint(positive) }
        #expect(throws: Never.self) { try header.solver.addConstraint(header.imageHeight >= 0) }
        let result = try header.scroll(to: 150)
        #expect(abs(result.top - (-150)) <= 1e-9)
        #expect(abs(result.height - 280) <= 1e-9)
    }
}
