import FluidPlayground
import Foundation
import ViewTree

extension ScrollView {
    /// A full-screen page: content may run under the status bar but ends above the home
    /// indicator, and the indicator stays inside the safe area (what UIKit's automatic inset
    /// adjustment does for a scroll view whose content starts at the top).
    func insetForSafeArea(_ safeArea: EdgeInsets) {
        alwaysBounceVertical = true
        contentInset = EdgeInsets(top: 0, left: 0, bottom: safeArea.bottom, right: 0)
        verticalScrollIndicatorInsets = EdgeInsets(top: safeArea.top, left: 0, bottom: safeArea.bottom, right: 0)
    }
}
