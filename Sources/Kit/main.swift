// The `kit` executable: the course runner (`swift run kit`). Everything it does is in
// KitProgram; this file only hands it the command line and exits with its code.
import Foundation

let exitCode = await KitProgram.standard().run(arguments: CommandLine.arguments)
exit(exitCode)
