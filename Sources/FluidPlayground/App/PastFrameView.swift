import Foundation
import ViewTree

/// A past frame over the phone while `,` steps back (`PastFrames`): the re-simulated picture,
/// and at its foot how far back it is on a 10 s timeline whose right end is the present. It
/// takes no touches: input ends the review (`PlaygroundApp.endPastFrames`).
@MainActor
final class PastFrameView: View {
    private let picture = ImageView(image: nil)
    private let caption = Label()
    private let track = View()
    private let playhead = View()
    static let captionHeight: CGFloat = 44

    override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
        accessibilityIdentifier = "pastFrame"
        addSubview(picture)
        let foot = View(frame: .zero)
        foot.backgroundColor = Color(white: 0.1, alpha: 0.82)
        foot.cornerRadius = 12
        foot.accessibilityIdentifier = "pastFrameCaption"
        addSubview(foot)
        caption.font = .systemFont(ofSize: 12, weight: .semibold)
        caption.textColor = .white
        caption.textAlignment = .center
        foot.addSubview(caption)
        track.backgroundColor = Color(white: 1, alpha: 0.25)
        track.cornerRadius = 1.5
        foot.addSubview(track)
        playhead.backgroundColor = .systemOrange
        playhead.cornerRadius = 4
        foot.addSubview(playhead)
    }

    /// The caption, as shown.
    var text: String { caption.text }

    /// Shows `pixels` (drawn at `window`'s scale) over the whole canvas, `secondsBack` before the
    /// present out of `reach` seconds.
    func show(
        _ pixels: PixelBuffer, secondsBack: TimeInterval, frameOffset: Int, reach: TimeInterval, on window: Window
    ) {
        let size = window.screen.size
        frame = CGRect(origin: .zero, size: size)
        picture.frame = bounds
        picture.image = Image(pixels: pixels, scale: window.screen.scale, name: "past frame")
        let foot = subviews[1]
        // Above where the canvas notes show (`CanvasNoteView`).
        foot.frame = CGRect(x: 16, y: size.height - 126, width: size.width - 32, height: Self.captionHeight)
        caption.frame = CGRect(x: 8, y: 4, width: foot.bounds.width - 16, height: 18)
        caption.text = String(format: "%+.3f s (%d frames) · , back · . on · Space plays", -secondsBack, frameOffset)
        track.frame = CGRect(x: 16, y: 30, width: foot.bounds.width - 32, height: 3)
        let share = reach > 0 ? max(0, min(1, 1 - secondsBack / reach)) : 1
        playhead.frame = CGRect(x: track.frame.minX + share * track.frame.width - 4, y: 27.5, width: 8, height: 8)
        if superview !== window { window.addSubview(self) }
    }
}
