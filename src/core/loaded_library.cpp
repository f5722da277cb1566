// A shared library loaded with dlopen on first need (include/muster/loaded_library.hpp).
#include "muster/loaded_library.hpp"

#include "muster/error.hpp"

#include <dlfcn.h>
#include <fmt/format.h>
#include <utility>

namespace muster {

LoadedLibrary::LoadedLibrary(std::string file, std::string purpose, std::string package,
                             ExitCode status)
    : m_file(std::move(file)), m_purpose(std::move(purpose)), m_package(std::move(package)),
      m_status(status) {
    m_handle = dlopen(m_file.c_str(), RTLD_NOW | RTLD_LOCAL);
    if (m_handle == nullptr) {
        const char* reason = dlerror();
        throw Error(m_status, fmt::format("{} needs {} (Debian package {}): {}", m_purpose, m_file,
                                          m_package, reason != nullptr ? reason : "not found"));
    }
}

void* LoadedLibrary::find(const char* symbol) const {
    void* found = dlsym(m_handle, symbol);
    if (found == nullptr) {
        throw Error(m_status, fmt::format("{} needs {} from {}; install the package {}", m_purpose,
                                          symbol, m_file, m_package));
    }
    return found;
}

} // namespace muster
