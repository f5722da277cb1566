// When this player last saw his pending fair request unanswered
// (include/muster/remote/unanswered.hpp).
#include "muster/remote/unanswered.hpp"

#include "muster/error.hpp"
#include "muster/remote/fair.hpp"
#include "muster/store/files.hpp"
#include "muster/store/journal.hpp"
#include "muster/text/parse.hpp"

#include <cerrno>
#include <cstring>
#include <fcntl.h>
#include <fmt/format.h>
#include <limits>
#include <unistd.h>

namespace muster::remote {

namespace {

constexpr std::string_view k_header = "muster fair unanswered 1\n";

/// A request's seal names its file: 64 hex digits, nothing else (it comes from a journal).
std::optional<std::string> record_file(const std::string& request) {
    if (request.size() != 64 ||
        request.find_first_not_of("0123456789abcdef") != std::string::npos) {
        return std::nullopt;
    }
    return secrets_folder() + "/" + request + ".unanswered";
}

} // namespace

void record_unanswered(const std::string& request) {
    const auto path = record_file(request);
    if (!path) {
        return;
    }
    check_private_folder(secrets_folder());
    const auto temp = *path + ".new";
    ::unlink(temp.c_str());
    const store::files::Fd fd(::open(
        temp.c_str(), O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, S_IRUSR | S_IWUSR));
    if (!fd.valid()) {
        throw RosterError(fmt::format("cannot write {}: {}", temp, std::strerror(errno)));
    }
    store::files::write_all(fd.get(), fmt::format("{}{}\n", k_header, store::now_seconds()), temp);
    if (store::files::flush(fd.get()) != 0 || ::rename(temp.c_str(), path->c_str()) != 0) {
        throw RosterError(fmt::format("cannot write {}: {}", *path, std::strerror(errno)));
    }
}

std::optional<long long> last_unanswered(const std::string& request) {
    const auto path = record_file(request);
    if (!path) {
        return std::nullopt;
    }
    const auto text = store::files::read_regular(*path, 128, "a fair request's record");
    if (!text || !text->starts_with(k_header) || !text->ends_with('\n')) {
        return std::nullopt;
    }
    const auto body = std::string_view(*text).substr(k_header.size());
    return text::try_parse_int(body.substr(0, body.size() - 1), 0,
                               std::numeric_limits<long long>::max())
        .value;
}

void forget_unanswered(const std::string& request) {
    if (const auto path = record_file(request)) {
        ::unlink(path->c_str());
    }
}

} // namespace muster::remote
