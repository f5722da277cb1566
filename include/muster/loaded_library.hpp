#pragma once

#include "muster/error.hpp"

#include <string>
#include <string_view>

/// A shared library loaded with dlopen the first time a command needs it, not linked: linking
/// makes the dynamic loader relocate it at the start of every command (docs/performance.md,
/// "Start-up"). ICU (the name checks), libcrypto (fair dice) and libedit (the shell) are loaded
/// this way, each kept until the process ends.
namespace muster {

class LoadedLibrary {
  public:
    /// Loads `file` (e.g. "libcrypto.so.3"), or throws Error(`status`) in one line: "`purpose`
    /// needs `file` (Debian package `package`): <the loader's reason>".
    LoadedLibrary(std::string file, std::string purpose, std::string package, ExitCode status);

    /// Sets `target` to the function or variable `symbol` of the library, or throws Error in one
    /// line naming the symbol, the file and the package to install.
    template <class T> void bind(const char* symbol, T& target) const {
        target = reinterpret_cast<T>(find(symbol));
    }

  private:
    void* find(const char* symbol) const;

    void* m_handle = nullptr;
    std::string m_file;
    std::string m_purpose;
    std::string m_package;
    ExitCode m_status;
};

} // namespace muster
