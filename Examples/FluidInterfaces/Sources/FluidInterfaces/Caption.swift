import FluidUIKit

extension UILabel {
    /// A scene's centred line of instructions, in `color` at `size` points over `lines` lines.
    static func caption(
        _ text: String, frame: CGRect, color: UIColor, size: CGFloat = 17, lines: Int = 3
    ) -> UILabel {
        let caption = UILabel(frame: frame)
        caption.text = text
        caption.textColor = color
        caption.font = .systemFont(ofSize: size)
        caption.numberOfLines = lines
        caption.textAlignment = .center
        return caption
    }
}
