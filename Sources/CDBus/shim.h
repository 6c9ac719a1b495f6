#ifndef GLISS_CDBUS_SHIM_H
#define GLISS_CDBUS_SHIM_H
// libdbus, for the AT-SPI bridge (GlissAccessibility is its only user). Basic values go in and
// out of messages through a pointer to the value, which reads awkwardly from Swift; these
// wrappers take and return the value itself.
#include <dbus/dbus.h>

static inline dbus_bool_t gliss_dbus_append_string(DBusMessageIter *it, const char *s) {
    return dbus_message_iter_append_basic(it, DBUS_TYPE_STRING, &s);
}
static inline dbus_bool_t gliss_dbus_append_path(DBusMessageIter *it, const char *s) {
    return dbus_message_iter_append_basic(it, DBUS_TYPE_OBJECT_PATH, &s);
}
static inline dbus_bool_t gliss_dbus_append_int32(DBusMessageIter *it, dbus_int32_t v) {
    return dbus_message_iter_append_basic(it, DBUS_TYPE_INT32, &v);
}
static inline dbus_bool_t gliss_dbus_append_int16(DBusMessageIter *it, dbus_int16_t v) {
    return dbus_message_iter_append_basic(it, DBUS_TYPE_INT16, &v);
}
static inline dbus_bool_t gliss_dbus_append_uint32(DBusMessageIter *it, dbus_uint32_t v) {
    return dbus_message_iter_append_basic(it, DBUS_TYPE_UINT32, &v);
}
static inline dbus_bool_t gliss_dbus_append_double(DBusMessageIter *it, double v) {
    return dbus_message_iter_append_basic(it, DBUS_TYPE_DOUBLE, &v);
}
static inline dbus_bool_t gliss_dbus_append_bool(DBusMessageIter *it, int v) {
    dbus_bool_t b = v ? TRUE : FALSE;
    return dbus_message_iter_append_basic(it, DBUS_TYPE_BOOLEAN, &b);
}
static inline const char *gliss_dbus_get_string(DBusMessageIter *it) {
    const char *s = 0;
    dbus_message_iter_get_basic(it, &s);
    return s;
}
/// Any integer type, widened.
static inline long long gliss_dbus_get_integer(DBusMessageIter *it) {
    switch (dbus_message_iter_get_arg_type(it)) {
    case DBUS_TYPE_INT16: { dbus_int16_t v; dbus_message_iter_get_basic(it, &v); return v; }
    case DBUS_TYPE_UINT16: { dbus_uint16_t v; dbus_message_iter_get_basic(it, &v); return v; }
    case DBUS_TYPE_INT32: { dbus_int32_t v; dbus_message_iter_get_basic(it, &v); return v; }
    case DBUS_TYPE_UINT32: { dbus_uint32_t v; dbus_message_iter_get_basic(it, &v); return v; }
    case DBUS_TYPE_INT64: { dbus_int64_t v; dbus_message_iter_get_basic(it, &v); return v; }
    case DBUS_TYPE_UINT64: { dbus_uint64_t v; dbus_message_iter_get_basic(it, &v); return (long long)v; }
    case DBUS_TYPE_BYTE: { unsigned char v; dbus_message_iter_get_basic(it, &v); return v; }
    case DBUS_TYPE_BOOLEAN: { dbus_bool_t v; dbus_message_iter_get_basic(it, &v); return v; }
    default: return 0;
    }
}
static inline double gliss_dbus_get_double(DBusMessageIter *it) {
    double v = 0;
    dbus_message_iter_get_basic(it, &v);
    return v;
}
#endif
