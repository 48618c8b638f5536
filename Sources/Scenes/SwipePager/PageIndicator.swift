import FluidPlayground
import Foundation
import ViewTree

/// The pager's page control (Fluid's addition to seed 001): one dot per page on a translucent
/// capsule, and a larger white dot on the current page.
///
/// The white dot's position is an ordinary animatable property: set `currentPage` inside the
/// pager's animation block and the dot travels with the page — scrubbed by `fractionComplete`,
/// reversed and continued by the same animator, with no code of its own.
@MainActor
final class PageIndicator: View {
    /// Diameter of a page's dot (points).
    static let dotSize: CGFloat = 6
    /// Diameter of the current page's dot.
    static let currentDotSize: CGFloat = 8
    /// Centre-to-centre distance of neighbouring dots.
    static let pitch: CGFloat = 10
    /// Space between the outer dots and the capsule's ends.
    static let padding: CGFloat = 9
    static let height: CGFloat = 22

    let numberOfPages: Int
    private let currentDot = View()

    /// The page whose dot is white. Set inside an animation block, the dot moves there animated.
    /// Read from the white dot's model position, so an animation that falls back (and puts the
    /// model back) also puts the page number back.
    var currentPage: Int {
        get { Int(((currentDot.center.x - dotCenterX(0)) / Self.pitch).rounded()) }
        set { currentDot.center.x = dotCenterX(newValue) }
    }

    /// The capsule's width for `numberOfPages` dots.
    static func width(numberOfPages: Int) -> CGFloat {
        CGFloat(max(numberOfPages - 1, 0)) * pitch + dotSize + 2 * padding
    }

    init(numberOfPages: Int, currentPage: Int = 0) {
        self.numberOfPages = max(numberOfPages, 0)
        super.init(frame: .zero)
        bounds = CGRect(x: 0, y: 0, width: Self.width(numberOfPages: self.numberOfPages), height: Self.height)
        backgroundColor = Color(white: 0, alpha: 0.28)
        cornerRadius = Self.height / 2
        isUserInteractionEnabled = false
        accessibilityIdentifier = "pageIndicator"
        for page in 0..<self.numberOfPages {
            let dot = View(
                frame: CGRect(
                    x: dotCenterX(page) - Self.dotSize / 2, y: (Self.height - Self.dotSize) / 2,
                    width: Self.dotSize, height: Self.dotSize))
            dot.backgroundColor = Color(white: 1, alpha: 0.45)
            dot.cornerRadius = Self.dotSize / 2
            addSubview(dot)
        }
        currentDot.bounds = CGRect(x: 0, y: 0, width: Self.currentDotSize, height: Self.currentDotSize)
        currentDot.center = CGPoint(x: dotCenterX(currentPage), y: Self.height / 2)
        currentDot.backgroundColor = .white
        currentDot.cornerRadius = Self.currentDotSize / 2
        currentDot.accessibilityIdentifier = "currentPageDot"
        addSubview(currentDot)
    }

    /// Where page `page`'s dot sits, in the indicator's coordinates.
    func dotCenterX(_ page: Int) -> CGFloat {
        Self.padding + Self.dotSize / 2 + CGFloat(page) * Self.pitch
    }
}
