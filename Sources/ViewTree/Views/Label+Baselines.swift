import Foundation

extension Label {
    /// Where the first and last lines' baselines are in a label `width` points wide, measured
    /// from its vertical centre (the text block is centred vertically, as `Rasterizer.lineFrames`
    /// draws it); nil outside a window, where no measurer knows the font.
    func baselineOffsetsFromCenter(forWidth width: CGFloat) -> (first: CGFloat, last: CGFloat)? {
        guard let measurer = window?.textMeasurer,
            let layout = textLayout(forWidth: numberOfLines == 1 ? .infinity : width)
        else { return nil }
        let inLine = measurer.baseline(of: font)
        let block = max(layout.size.height, layout.lineHeight)
        return (-block / 2 + inLine, block / 2 - layout.lineHeight + inLine)
    }
}
