// A request recorded in older words, read by the rule books (include/muster/engine/event.hpp:
// record_text, record_texts, record_flag and request_of_fields): schema 3's shared requests held
// every rule set's fields, each book reads the fields it declares its own.
#include "muster/engine/event.hpp"
#include "muster/text/text.hpp"

#include <fmt/format.h>
#include <stdexcept>

namespace muster {

std::string record_text(const nlohmann::json& record, const char* key) {
    auto value = record.at(key).get<std::string>();
    if (!text::text_problem(value).empty()) {
        throw std::runtime_error(fmt::format("request field {} is not text", key));
    }
    return value;
}

std::vector<std::string> record_texts(const nlohmann::json& record, const char* key) {
    const auto& list = record.at(key);
    if (!list.is_array()) { // iterating a lone string would read it as a list of one
        throw std::runtime_error(fmt::format("request field {} is not a list", key));
    }
    std::vector<std::string> texts;
    for (const auto& item : list) {
        if (!item.is_string() || !text::text_problem(item.get<std::string>()).empty()) {
            throw std::runtime_error(fmt::format("request field {} is not text", key));
        }
        texts.push_back(item.get<std::string>());
    }
    return texts;
}

namespace {

/// A unit field of an older record: a list of units, or one unit, as `field` says it is.
std::vector<std::string> record_units(const nlohmann::json& record, const RecordField& field) {
    return field.json == RecordField::Json::list
               ? record_texts(record, field.key)
               : std::vector<std::string>{record_text(record, field.key)};
}

/// Throws unless the field of an older record is what `field` says it is.
void check_record_type(const nlohmann::json& record, const RecordField& field) {
    using Json = RecordField::Json;
    const auto& value = record.at(field.key);
    const bool right = field.json == Json::flag   ? value.is_boolean()
                       : field.json == Json::text ? value.is_string()
                       : field.json == Json::list ? value.is_array()
                                                  : value.is_null() || value.is_number();
    if (!right) {
        throw std::runtime_error(fmt::format("request field {} is not of its type", field.key));
    }
}

/// Whether a field of an older record is set: true, a text, a number; false, "" and null not.
bool record_set(const nlohmann::json& value) {
    return !(value.is_null() || (value.is_boolean() && !value.get<bool>()) ||
             (value.is_string() && value.get<std::string>().empty()));
}

} // namespace

std::optional<Request> request_of_fields(const nlohmann::json& record, std::string command,
                                         const std::vector<RecordField>& fields) {
    using As = RecordField::As;
    BookRequest own;
    std::vector<Request::Given> options;
    std::size_t read = 1; // "kind"
    for (const auto& field : fields) {
        check_record_type(record, field); // every field, before another rule set's is seen
    }
    for (const auto& field : fields) {
        const auto& value = record.at(field.key);
        ++read;
        switch (field.as) {
        case As::units:
            own.units = record_units(record, field);
            break;
        case As::unit_option:
            own.unit_options.emplace_back(field.name, record_units(record, field));
            break;
        case As::command:
            if (record_flag(record, field.key)) {
                command = field.name;
            }
            break;
        case As::other:
            if (record_set(value)) {
                return std::nullopt;
            }
            break;
        case As::option:
            if (!record_set(value)) {
                break; // not given
            }
            if (value.is_boolean()) {
                options.push_back({field.name});
            } else if (value.is_number_integer()) {
                options.push_back({field.name, {}, value.get<long long>()});
            } else if (value.is_number_float()) {
                options.push_back({field.name, {}, {}, value.get<double>()});
            } else {
                options.push_back({field.name, record_text(record, field.key)});
            }
            break;
        }
    }
    if (record.contains("options")) {
        const auto kept = record_options(record);
        options.insert(options.end(), kept.begin(), kept.end());
        ++read;
    }
    if (record.size() != read) {
        throw std::runtime_error(fmt::format("{} request: unknown fields", command));
    }
    Request request = book_request_by_option(std::move(command), std::move(own.units),
                                             std::move(own.unit_options), std::move(options));
    return request;
}

bool record_flag(const nlohmann::json& record, const char* key) {
    if (!record.at(key).is_boolean()) {
        throw std::runtime_error(fmt::format("request field {} is not true or false", key));
    }
    return record.at(key).get<bool>();
}

} // namespace muster
