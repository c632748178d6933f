import Foundation
import SketchPlatform

StandardStreams.ignoreBrokenPipes()

exit(CommandLine.run(Array(CommandLine.arguments.dropFirst())))
