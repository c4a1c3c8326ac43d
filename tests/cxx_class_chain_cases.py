"""Reproductions of template kernels launched in the host methods of a class template and
instantiated through a chain of host class templates (issue 18, docs/cxx-templates.md,
``frontend/class_chain.py``), in the dict form of ``tests/case_checks.py`` (``src``,
``kernel``, ``inputs``, ``want``). Each program is written here after the shape of
MinkowskiEngine's device hash map (a table class template with device methods whose
constructor fills its storage with a kernel, named as a member alias of a map class, which
a manager class names through a template template parameter); ``want`` is computed with
NumPy and every value is exact. One block of ``N`` threads. Read by
tests/test_cxx_class_chain.py."""

import numpy as np

N = 32
#: the layout of thrust::pair<int, unsigned>: two 4-byte members, no padding
PAIR_IU = np.dtype([("first", "<i4"), ("second", "<u4")])


def _filled(n: int, key: int, value: int) -> np.ndarray:
    t = np.zeros(N, PAIR_IU)
    t["first"][:n] = key
    t["second"][:n] = value
    return t


#: the table: a class template with a device method, whose constructor launches the
#: kernel with its data members (the kernel's types are the class's arguments)
_TABLE = """
#include <thrust/pair.h>
template <typename V, typename S, typename K, typename E>
__global__ void fill(V *slots, S n, K key, E value) {
  S i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) {
    slots[i].first = key;
    slots[i].second = value;
  }
}
template <typename Key, typename Elem>
class Table {
 public:
  using value_type = thrust::pair<Key, Elem>;
  using size_type = size_t;
  __device__ value_type *data() const { return m_slots; }
  Table(size_type n, Key key, Elem value) : m_key(key), m_value(value), m_cap(n) {
    cudaMalloc(&m_slots, n * sizeof(value_type));
    fill<<<(n + 127) / 128, 128>>>(m_slots, m_cap, m_key, m_value);
  }
 private:
  Key m_key;
  Elem m_value;
  size_type m_cap;
  value_type *m_slots;
};
"""

CASES = {
    # the chain: an explicit instantiation of Manager names Map through a template
    # template parameter, whose member alias names Table with a member type of its base
    # class template (itself a member alias of a traits class template)
    "table_through_a_chain_of_host_class_templates": dict(src=_TABLE + """
template <typename T> struct Traits { using index_type = unsigned; };
template <typename T> struct Base { using index_type = typename Traits<T>::index_type; };
template <typename T> struct host_alloc {};
template <typename T, template <typename> class Alloc>
class Map : public Base<T> {
 public:
  using base_type = Base<T>;
  using index_type = typename base_type::index_type;
  using table_type = Table<T, index_type>;
  void reserve(size_t n) { m_table = new table_type(n, T(-1), 7u); }
  table_type *m_table;
};
template <typename T, template <typename, template <typename> class> class MapT>
class Manager {
 public:
  using map_type = MapT<T, host_alloc>;
  map_type m_map;
};
template class Manager<int, Map>;
""", kernel="fill_struct_ws_thrust_pair_int_uint_ulong_int_uint",
        inputs={"slots": np.zeros(N, PAIR_IU), "n": np.uint64(20), "key": np.int32(-1),
                "value": np.uint32(7)}, want={"slots": _filled(20, -1, 7)}),
    # the class named in non-template host code, through a file-scope alias of a traits
    # instance (`defaults::index_type` is that instance's member type); a method parameter
    # hides the data member of its name (here an int where the member is unsigned)
    "table_named_in_host_code": dict(src=_TABLE.replace("""  Key m_key;""", """
  void refill(int m_value) {
    fill<<<1, 32>>>(m_slots, m_cap, m_key, m_value);
  }
  Key m_key;""") + """
template <typename U, typename I> struct Wrap { using index_type = U; using key_type = I; };
using defaults = Wrap<unsigned, int>;
void build(size_t n) {
  Table<defaults::key_type, defaults::index_type> t(n, 3, 9u);
  t.refill(5);
}
""", kernel="fill_struct_ws_thrust_pair_int_uint_ulong_int_int",
        inputs={"slots": np.zeros(N, PAIR_IU), "n": np.uint64(12), "key": np.int32(3),
                "value": np.int32(5)}, want={"slots": _filled(12, 3, 5)}),
    # a host function template called with an argument that does not read (an instance
    # of a template template parameter of host code the reader does not read): the call's
    # other arguments still bind the launch inside
    "host_call_with_an_unread_type_argument": dict(src="""
template <typename T, typename I>
__global__ void scatter(const T *in, T *out, const I *map, int n) {
  int i = threadIdx.x;
  if (i < n) out[map[i]] = in[i];
}
template <typename T, typename I, typename Alloc>
void run(const T *in, T *out, const I *map, int n) {
  scatter<T, I><<<1, 32>>>(in, out, map, n);
}
template <typename C, template <typename> class Alloc>
void outer(const float *in, float *out, const unsigned *map, int n) {
  run<float, unsigned, Alloc<char>>(in, out, map, n);
}
""", kernel="scatter_float_uint",
        inputs={"in": np.arange(N, dtype=np.float32) * 0.5, "out": np.zeros(N, np.float32),
                "map": (np.arange(N, dtype=np.uint32) * 5) % N, "n": np.int32(N)},
        want={"out": np.array([((np.arange(N) * 13) % N)[j] * 0.5 for j in range(N)],
                              np.float32)}),
}
