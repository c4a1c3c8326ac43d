"""C++ reproductions from the first errors of the modern CUDA collection (issue 18), each
written here: source, kernel name, the arrays it takes (name -> NumPy array) and the
expected outputs (name -> array), one block of ``N`` threads. Read by
tests/test_cxx_corpus.py (simulator against NumPy, print and read back) and by
scripts/gpu_cxx.sh (the printed CUDA compiled by NVRTC and run on a GPU)."""

import numpy as np

N = 32
_I = np.arange(N, dtype=np.int32)
_F = np.arange(N, dtype=np.float32) * 0.5 + 1.0



def _t1(s, l1):
    r = np.maximum(0.0, np.abs(s) - l1)
    return np.where(s >= 0, r, -r)


def _static_gain(g):
    o = -_t1(g, 0.5) / 2.0
    return -(2.0 * g * o + 2.0 * o * o) + _t1(g, 1.0)


CASES = {
    # lightgbm cuda_split_info.hpp: a copy-assignment operator returning *this by reference
    "copy_assign_operator": dict(src="""
struct S {
    int a; float b;
    __host__ __device__ S& operator=(const S& o) { a = o.a + 1; b = o.b * 2.0f; return *this; }
};
__global__ void k(const int *qa, const float *qb, int *pa, float *pb)
{
    S t;
    S q; q.a = qa[threadIdx.x]; q.b = qb[threadIdx.x];
    t = q;
    pa[threadIdx.x] = t.a; pb[threadIdx.x] = t.b;
}
""", kernel="k", inputs={"qa": _I, "qb": _F, "pa": np.zeros(N, np.int32),
                         "pb": np.zeros(N, np.float32)},
        want={"pa": _I + 1, "pb": _F * 2}),
    # ggml conv2d-dw.cu: a static method called through a class template argument
    "static_method_of_type_argument": dict(src="""
struct Whcn { static __device__ void unpack(int i, int &a, int &b) { a = i / 4; b = i % 4; }
              static constexpr __device__ bool supported() { return true; } };
struct Cwhn { static __device__ void unpack(int i, int &a, int &b) { a = i % 4; b = i / 4; }
              static constexpr __device__ bool supported() { return false; } };
template <typename Layout>
__global__ void conv(int *o)
{
    int a, b;
    Layout::unpack(threadIdx.x, a, b);
    o[threadIdx.x] = Layout::supported() ? a * 10 + b : -(a * 10 + b);
}
template __global__ void conv<Whcn>(int *o);
template __global__ void conv<Cwhn>(int *o);
""", kernel="conv_struct_Cwhn", inputs={"o": np.zeros(N, np.int32)},
        want={"o": -((_I % 4) * 10 + _I // 4)}),
    # AWQ dequantize.cuh, ggml wkv.cu: reference casts of lvalues, bound to references
    "reference_casts": dict(src="""
__device__ unsigned bits(const float &source)
{
    unsigned const i = reinterpret_cast<unsigned const &>(source);
    return i;
}
__global__ void k(const float *p, unsigned *o, float *s)
{
    int i = threadIdx.x;
    o[i] = bits(p[i]);
    const float2 &v = (const float2 &)(p[i & ~1]);
    s[i] = v.y - v.x;
    float x = p[i];
    (unsigned &)x ^= 0x80000000u;
    s[i] += static_cast<float &>(x);
}
""", kernel="k", inputs={"p": _F, "o": np.zeros(N, np.uint32), "s": np.zeros(N, np.float32)},
        want={"o": _F.view(np.uint32), "s": np.float32(0.5) - _F}),
    # nerfacc: `float x{};`, members initialized before their declaration, a helper
    # header's float2 fmaxf beside CUDA's fmaxf(float, float)
    "value_init_late_members_builtin_overload": dict(src="""
inline __host__ __device__ float2 fmaxf(float2 a, float2 b)
{
    return make_float2(fmaxf(a.x, b.x), fmaxf(a.y, b.y));
}
struct Ray {
    __device__ Ray(const float *o, float t) : origin{o[0], o[1], o[2]}, tmax(t) {}
    float3 origin;
    float tmax;
};
__global__ void k(const float *p, float *o)
{
    float lo{};
    int n{};
    Ray r(p + threadIdx.x, 2.0f);
    float2 m = fmaxf(make_float2(r.origin.x, 3.0f), make_float2(r.tmax, r.origin.y));
    o[threadIdx.x] = fmaxf(p[threadIdx.x], 4.0f) + m.x + m.y + lo + n;
}
""", kernel="k", inputs={"p": np.append(_F, _F[:8]), "o": np.zeros(N, np.float32)},
        want={"o": np.maximum(_F, 4) + np.maximum(_F, 2)
              + np.maximum(3, np.append(_F, _F[:8])[1:N + 1])}),
    # chamferdist mink.cuh: `Cls<T, K>::f(..);` as a statement is a static call, not a
    # declaration
    "static_call_statement": dict(src="""
template <typename T, int K>
struct RegisterIndex {
    static __device__ void set(T *a, int i, T v) { a[i] = v * K; }
};
template <typename key_t, int K>
class MinK {
  public:
    __device__ MinK(key_t *keys) : keys(keys), size(0) {}
    __device__ void add(const key_t &key) {
        if (size < K) { RegisterIndex<key_t, K>::set(keys, size, key); size++; }
    }
  private:
    key_t *keys;
    int size;
};
__global__ void k(const float *p, float *o)
{
    float loc[2] = {0.0f, 0.0f};
    MinK<float, 2> m(loc);
    m.add(p[threadIdx.x]);
    m.add(1.0f);
    m.add(7.0f);
    RegisterIndex<float, 3>::set(o, threadIdx.x, loc[0] + loc[1]);
}
""", kernel="k", inputs={"p": _F, "o": np.zeros(N, np.float32)},
        want={"o": (_F * 2 + 2) * 3}),
    # ggml mma.cuh / mmf.cuh: a typedef of a class template instance that a partial
    # specialization (after the primary's default argument) defines; its static constexpr
    # method (C++14 body) in `if constexpr`, its static method and constants through the
    # typedef and through an object; a non-type parameter deduced from an argument's type
    "tile_traits": dict(src="""
enum data_layout { I_MAJOR, J_MAJOR };
template <int I_, int J_, typename T, data_layout dl = I_MAJOR> struct tile {};
template <int I_, int J_, typename T> struct tile<I_, J_, T, I_MAJOR> {
    static constexpr int I = I_;
    static constexpr int J = J_;
    T x[2];
    static constexpr __device__ bool supported() {
        if (I == 8 && J == 4) return true;
        if (I == 16 && J == 8) return true;
        return false;
    }
    static __device__ int get_i(const int l) { return l % I; }
};
template <typename T, data_layout dl>
static __device__ void load(tile<16, 8, T, dl> &t, const T *xs)
{
    t.x[0] = xs[threadIdx.x % t.I];
    t.x[1] = (T)dl;
}
template <typename T>
__global__ void mm(const T *p, T *o)
{
    typedef tile<16, 8, T> tile_A;
    typedef tile<8, 8, T> tile_B;
    if constexpr (!tile_A::supported() || tile_B::supported()) {
        o[threadIdx.x] = -1;
    } else {
        tile_A a;
        load(a, p);
        o[threadIdx.x] = a.x[0] + a.x[1] + tile_A::J * 100 + tile_A::get_i(threadIdx.x) * 1000;
    }
}
template __global__ void mm<float>(const float *p, float *o);
""", kernel="mm_float", inputs={"p": _F, "o": np.zeros(N, np.float32)},
        want={"o": np.tile(_F[:16], 2) + 800 + (_I % 16) * 1000}),
    # vLLM custom_collective_common.cuh: `return a += b;` from a function returning a
    # reference, the result bound to the next call's reference parameter
    "return_assignment_by_reference": dict(src="""
__device__ __forceinline__ float &assign_add(float &a, float b) { return a += b; }
__global__ void k(float *p)
{
    float x = p[threadIdx.x];
    assign_add(assign_add(x, 1.0f), 2.0f) *= 2.0f;
    p[threadIdx.x] = x;
}
""", kernel="k", inputs={"p": _F.copy()}, want={"p": (_F + 3) * 2}),
    # DeepSpeed reduction_utils.h: function templates overloaded by their number of
    # template and call arguments, called with explicit template arguments and cooperative
    # group parameters
    "explicit_arguments_pick_the_overload": dict(src="""
#include <cooperative_groups.h>
namespace cg = cooperative_groups;
enum ROp { Add, Max };
template <ROp Op, int n>
__device__ void reduce(cg::thread_block &tb, cg::thread_block_tile<32> &w, float &v)
{
    v = Op == Add ? v + n : v * n;
}
template <ROp Op1, ROp Op2, int n>
__device__ void reduce(cg::thread_block &tb, cg::thread_block_tile<32> &w, float &a, float &b)
{
    a = Op1 == Max ? a * n : a; b = Op2 == Add ? b + n : b;
}
__global__ void k(float *p)
{
    cg::thread_block tb = cg::this_thread_block();
    cg::thread_block_tile<32> w = cg::tiled_partition<32>(tb);
    float a = p[threadIdx.x], b = 1.0f;
    reduce<Add, 4>(tb, w, a);
    reduce<Max, Add, 2>(tb, w, a, b);
    p[threadIdx.x] = a + b;
}
""", kernel="k", inputs={"p": _F.copy()}, want={"p": (_F + 4) * 2 + 3}),
    # vLLM minimax_reduce_rms_kernel / layernorm_utils: `alignas(16) T v[N];` as a
    # statement, a constexpr scalar with a braced initializer, a variable template, and
    # `int n{};` / `int r{3};` member initializers
    "alignas_braced_members": dict(src="""
template <typename T> constexpr int kElemsPerAccess = 16 / sizeof(T);
template <typename T> constexpr T kMax = T(127);
struct Params { int nranks{}; int rank{3}; float w = 2.0f; };
template <typename DType>
__global__ void k(DType *p)
{
    alignas(16) DType vals[kElemsPerAccess<DType>];
    constexpr DType qmax{kMax<DType>};
    Params q;
    vals[kElemsPerAccess<DType> - 1] = p[threadIdx.x];
    p[threadIdx.x] = vals[3] + qmax + kElemsPerAccess<DType> + q.nranks + q.rank * q.w;
}
template __global__ void k<float>(float *p);
""", kernel="k_float", inputs={"p": _F.copy()}, want={"p": _F + 127 + 4 + 6}),
    # flash-attn layer_norm: a static member template of a class template,
    # `Get<0>::of<R, T>(s)`, with explicit and deduced arguments
    "static_member_template": dict(src="""
template <int N>
struct Get {
    template <typename R, typename T>
    static __device__ R of(const T &t) { return (R)t.x * N + (R)t.y; }
};
template <typename T>
__global__ void k(float *o)
{
    float2 s = make_float2(o[threadIdx.x], 2.0f);
    float m = Get<3>::of<float, float2>(s);
    int n = Get<2>::of<int>(s);
    o[threadIdx.x] = m + n;
}
template __global__ void k<float>(float *o);
""", kernel="k_float", inputs={"o": _F.copy()},
        want={"o": _F * 3 + 2 + _F.astype(np.int32) * 2 + 2}),
    # flash-attn ln.h, nerfacc: non-virtual base classes hold their data members first
    # (plain structs and classes with constructors, `Base()` in the initializer list or
    # implied: the base's default constructor runs; the first GPU run at ff8afc9 showed it
    # did not, which the simulator's zeroed locals hid)
    "base_class_members": dict(src="""
struct ParamsBase {
    ParamsBase() : n(5), p(nullptr) {}
    int n;
    float *p;
    float scale = 2.0f;
};
struct FwdParams : public ParamsBase {
    FwdParams() : ParamsBase(), z(nullptr) {}
    float *z;
};
struct Base { int n; };
struct Der : Base {
    __device__ Der(int a) : m(a) { n = a + 1; }
    __device__ int sum() const { return n + m; }
    int m;
};
struct Plain { int a; };
struct Plain2 : Plain { int b; };
struct NoCtor : ParamsBase { int c; __device__ int get() const { return n * c; } };
__global__ void k(int *o)
{
    NoCtor nc;
    nc.c = 3;
    FwdParams prm;
    Der d(threadIdx.x);
    Plain2 q;
    q.a = 10;
    q.b = 20;
    o[threadIdx.x] = d.sum() + prm.n + (int)prm.scale + q.a + q.b + nc.get();
}
""", kernel="k", inputs={"o": np.zeros(N, np.int32)}, want={"o": 2 * _I + 1 + 5 + 2 + 30 + 15}),
    # DeepSpeed fused_lamb: the SDK SharedMemory<T> idiom whose primary template calls an
    # undefined error() and whose float/double specializations return the shared array
    "shared_memory_specializations": dict(src="""
template <typename T>
struct SharedMemory {
    __device__ inline operator T*()
    {
        extern __device__ void error(void);
        error();
        return NULL;
    }
};
template <>
struct SharedMemory<float> {
    __device__ inline operator float*()
    {
        extern __shared__ float s_float[];
        return s_float;
    }
};
template <typename T>
__global__ void k(T *p)
{
    T *s_a = SharedMemory<T>();
    T *s_b = SharedMemory<T>() + blockDim.x;
    s_a[threadIdx.x] = p[threadIdx.x];
    s_b[threadIdx.x] = 2 * p[threadIdx.x];
    __syncthreads();
    p[threadIdx.x] = s_a[blockDim.x - 1 - threadIdx.x] + s_b[threadIdx.x];
}
template __global__ void k<float>(float *p);
""", kernel="k_float", shared=2 * N * 4, inputs={"p": _F.copy()},
        want={"p": _F[::-1] + 2 * _F}),
    # xgboost common.h: a class nested in a class (Range::Iterator), a friend class, a
    # range-for over the outer class's begin()/end()
    "nested_class": dict(src="""
class Range {
 public:
  using DifferenceType = long long;
  class Iterator {
    friend class Range;
   public:
    __device__ DifferenceType operator*() const { return i_; }
    __device__ const Iterator &operator++() { i_ += step_; return *this; }
    __device__ bool operator!=(const Iterator &other) const { return i_ < other.i_; }
    __device__ void Step(DifferenceType s) { step_ = s; }
   protected:
    __device__ explicit Iterator(DifferenceType start) : i_(start) {}
   private:
    long long i_;
    DifferenceType step_ = 1;
  };
  __device__ Iterator begin() const { return begin_; }
  __device__ Iterator end() const { return end_; }
  __device__ Range(DifferenceType b, DifferenceType e) : begin_(b), end_(e) {}
  __device__ void Step(DifferenceType s) { begin_.Step(s); }
 private:
  Iterator begin_;
  Iterator end_;
};
__global__ void k(const int *n, int *o)
{
    int s = 0;
    Range r(threadIdx.x, n[threadIdx.x]);
    r.Step(3);
    for (auto i : r) s += (int)i * 2 + 1;
    o[threadIdx.x] = s;
}
""", kernel="k", inputs={"n": (_I * 5 + 7).astype(np.int32), "o": np.zeros(N, np.int32)},
        want={"o": np.array([sum(2 * v + 1 for v in range(i, i * 5 + 7, 3)) for i in range(N)],
                            np.int32)}),
    # ggml mmq.cuh: function template instances as constexpr function-pointer values,
    # also as static constexpr members of a traits class template's specializations; a
    # static method of a class template instance called through an object (mma.cuh's
    # `t.get_i(l)`)
    "function_template_instance_as_value": dict(src="""
typedef void (*wb_t)(const float *s, float *d, int n);
template <int m, bool check>
static __device__ void wb_a(const float *s, float *d, int n)
{ d[threadIdx.x] = s[threadIdx.x] * m + (check ? n : 0); }
template <int m>
static __device__ void wb_b(const float *s, float *d, int n) { d[threadIdx.x] = s[threadIdx.x] - m; }
template <int m, bool check, int t> struct traits;
template <int m, bool check> struct traits<m, check, 0> {
    static constexpr int vdr = 2;
    static constexpr wb_t wb = wb_a<m, check>;
};
template <int m, bool check> struct traits<m, check, 1> {
    static constexpr wb_t wb = wb_b<m + 1>;
};
template <int I> struct tile {
    int x[2];
    static __device__ int get_i(int l) { return l * I; }
};
template <int m, bool check, int t>
__global__ void k(const float *s, float *d, float *e, int *g, int n)
{
    constexpr wb_t write_back = traits<m, check, t>::wb;
    write_back(s, d, n);
    constexpr wb_t direct = wb_a<m + 2, !check>;
    direct(s, e, n);
    tile<m> tl;
    g[threadIdx.x] = tl.get_i(threadIdx.x);
}
template __global__ void k<3, true, 1>(const float *, float *, float *, int *, int);
""", kernel="k_3_true_1", inputs={"s": _F.copy(), "d": np.zeros(N, np.float32),
                                  "e": np.zeros(N, np.float32), "g": np.zeros(N, np.int32),
                                  "n": np.int32(7)},
        want={"d": _F - 4, "e": _F * 5, "g": _I * 3}),
    # DeepSpeed reduction_utils.h: overloads of a function template told apart by an
    # enum-typed non-type parameter (`_warp<float, Op, n>` is not the (T, Op1, Op2)
    # overload: an int is no ROpType), a non-type parameter pack `ROpType... Ops` with
    # sizeof..., a fold and `f<T, Ops...>`, and explicit specializations of a template that
    # is only declared, its type parameter deduced from the call
    "enum_overloads_value_pack": dict(src="""
enum class Op { Add, Max };
template <Op o, typename T> __device__ T element(const T a, const T b);
template <> __device__ float element<Op::Add>(const float a, const float b) { return a + b; }
template <> __device__ float element<Op::Max>(const float a, const float b) { return fmaxf(a, b); }
template <> __device__ int element<Op::Add>(const int a, const int b) { return a + b + 1000; }
template <typename T, Op o, int w = 32>
__device__ void red(T *d) { for (int i = 1; i < w; i *= 2) d[0] = element<o>(d[0], (T)i); }
template <typename T, Op o1, Op o2, int w = 32>
__device__ void red(T *d)
{ for (int i = 1; i < w; i *= 2) { d[0] = element<o1>(d[0], (T)i); d[1] = element<o2>(d[1], (T)i); } }
template <Op o, int n>
__device__ void part(float &v) { red<float, o, n>(&v); }
template <typename T, int w, Op... Ops>
__device__ void blk(T *data)
{
    constexpr int elems = sizeof...(Ops);
    int i = 0;
    ((data[i] = element<Ops>(data[i], (T)w), i++), ...);
    red<T, Ops..., 4>(data);
    data[0] += elems;
}
__global__ void k(float *p, int *q)
{
    float v = p[threadIdx.x];
    part<Op::Add, 4>(v);
    float two[2] = {v, p[threadIdx.x]};
    blk<float, 3, Op::Max, Op::Add>(two);
    p[threadIdx.x] = two[0] * 100 + two[1];
    q[threadIdx.x] = element<Op::Add>(q[threadIdx.x], 2);
}
""", kernel="k", inputs={"p": _F.copy(), "q": _I.copy()},
        want={"p": ((np.maximum(_F + 3, 3) + 2) * 100 + (_F + 3 + 3)).astype(np.float32),
              "q": _I + 1002}),
    # DeepSpeed quantization_utils.h: member templates of a class (a full specialization
    # of a class template), called as `obj.template f<8, 4>(..)`, `obj.f<2, 1>(..)` and
    # with the template argument deduced (`obj.conv(1)`)
    "member_templates": dict(src="""
template <int b> struct Params { float scale; __device__ float apply(float x) const { return x * scale + b; } };
enum class Kind { Sym, Asym };
template <Kind k> class Stats {
public:
    __device__ void update(float v);
};
template <> class Stats<Kind::Sym> {
public:
    float mx;
    __device__ Stats() { mx = 0.0f; }
    __device__ void update(float v) { mx = fmaxf(mx, fabsf(v)); }
    template <int bits, int group>
    __device__ Params<bits> get_params(int extra) { Params<bits> p; p.scale = mx * group + extra; return p; }
    template <typename T>
    __device__ T conv(T x) const { return x + (T)mx; }
};
__global__ void k(const float *in, float *out)
{
    Stats<Kind::Sym> st;
    st.update(in[threadIdx.x]);
    st.update(-2.0f * in[threadIdx.x]);
    auto p = st.template get_params<8, 4>(1);
    out[threadIdx.x] = p.apply(1.0f) + st.conv(1) + st.get_params<2, 1>(0).scale;
}
""", kernel="k", inputs={"in": _F.copy(), "out": np.zeros(N, np.float32)},
        want={"out": ((2 * _F * 4 + 1) * 1.0 + 8 + (1 + np.trunc(2 * _F)) + 2 * _F).astype(
            np.float32)}),
    # ggml mmq.cuh / common.cuh and chamferdist index_utils.cuh: a `__host__` overload is
    # no candidate in device code, a `static constexpr` local table, `T()` (zero) and
    # `T(x)` (a functional cast) with T a scalar template argument
    "host_overload_static_table_scalar_ctor": dict(src="""
enum prec { P8, P16 };
static __host__ int cfg(int t, int j, bool f, int cc, prec p = P8) { return 1; }
static constexpr __device__ int cfg(int t, int j, bool f, prec p = P8)
{ return t + j + (f ? 100 : 0) + p * 1000; }
__device__ int lut(int i)
{
    static constexpr float tab[4] = {0.5f, 1.0f, 1.5f, 6.0f};
    static const int m = 3;
    return (int)(tab[i & m] * 2);
}
template <typename T, int N>
struct RIU {
    __device__ static T get(const T arr[N], int idx)
    {
        if (idx < 0 || idx >= N) return T();
        return arr[idx] + T(1.75f);
    }
};
template <int t, prec p>
__global__ void k(int *o, float *g)
{
    int i = threadIdx.x;
    float a[4] = {1.0f, 2.0f, 3.0f, 4.0f};
    o[i] = cfg(t, i, true, p) + lut(i) * 10000;
    g[i] = RIU<float, 4>::get(a, i % 6);
}
template __global__ void k<3, P16>(int *, float *);
""", kernel="k_3_1", inputs={"o": np.zeros(N, np.int32), "g": np.zeros(N, np.float32)},
        want={"o": (3 + _I + 100 + 1000 + np.array([1, 2, 3, 12], np.int32)[_I & 3] * 10000
                    ).astype(np.int32),
              "g": np.where(_I % 6 < 4, np.array([1, 2, 3, 4, 0, 0], np.float32)[_I % 6]
                            + 1.75, 0).astype(np.float32)}),
    # ggml getrows.cu: a function template instance as a template argument (a function
    # pointer parameter of an alias template type, `dq_t<dst_t> dq`) through a host
    # template: `run_kq<64, dst_t, dq_a<dst_t>>(..)` launching `kq<dst_t, dq>`
    "function_template_instance_as_template_argument": dict(src="""
template <typename dst_t>
using dq_t = void (*)(const void *vx, long ib, dst_t *y, int tid);
template <typename dst_t>
static __device__ void dq_a(const void *vx, long ib, dst_t *y, int tid) { y[tid] = ((const float *)vx)[tid] * 2; }
template <typename dst_t>
static __device__ void dq_b(const void *vx, long ib, dst_t *y, int tid) { y[tid] = ((const float *)vx)[tid] + 1; }
template <typename dst_t, dq_t<dst_t> dq>
static __global__ void kq(const void *src, dst_t *dst) { dq(src, 0, dst, threadIdx.x); }
template <int block_dim, typename dst_t, dq_t<dst_t> dq>
static void run_kq(const void *src, dst_t *dst) { kq<dst_t, dq><<<1, block_dim>>>(src, dst); }
template <typename dst_t>
static void run(int t, const void *src, dst_t *dst)
{
    switch (t) {
    case 0: run_kq<64, dst_t, dq_a<dst_t>>(src, dst); break;
    case 1: run_kq<32, dst_t, dq_b<dst_t>>(src, dst); break;
    }
}
void host(int t, const void *src, float *dst) { run(t, src, dst); }
""", kernel="kq_float_dq_b_float",
        inputs={"src": _F.copy(), "dst": np.zeros(N, np.float32)},
        want={"dst": _F + 1}),
    # ggml fattn-tile.cuh: an extended lambda with its space before the parameters
    "extended_lambda_space": dict(src="""
__global__ void k(int *o)
{
    int s = 5;
    auto load = [&] __device__ (const int n) { return (s >> n) + 1; };
    o[threadIdx.x] = load(threadIdx.x % 3);
}
""", kernel="k", inputs={"o": np.zeros(N, np.int32)}, want={"o": (5 >> (_I % 3)) + 1}),
    # ggml common.cuh's ggml_cuda_unroll: a braced temporary of a class template instance
    # without data members called through its member-template operator() (a lambda and a
    # pack forwarded), recursing into another instance down to a full specialization
    "unroll_functor_template": dict(src="""
template <int n>
struct unroll {
    template <typename Func, typename... Args>
    __device__ void operator()(const Func & f, Args... args) const {
        f(n - 1, args...);
        unroll<n - 1>{}(f, args...);
    }
};
template <>
struct unroll<1> {
    template <typename Func, typename... Args>
    __device__ void operator()(const Func & f, Args... args) const {
        f(0, args...);
    }
};
__global__ void k(int *o)
{
    int s = 0;
    auto add = [&] __device__ (const int n) { s += (n + 1) * threadIdx.x; };
    unroll<4>{}(add);
    auto add2 = [&](const int n, int m) { s += n * m; };
    unroll<3>{}(add2, 100);
    o[threadIdx.x] = s;
}
""", kernel="k", inputs={"o": np.zeros(N, np.int32)},
        want={"o": (10 * _I + 300).astype(np.int32)}),
    # LightGBM cuda_leaf_splits.hpp: static member templates of a host class (virtual, a
    # destructor, a base: not a value type here) called as `Cls::f<A, B>(..)`, calling
    # their sibling static methods unqualified; a call of `fabs` in a method's body is not
    # a method named fabs
    "static_member_templates_of_a_host_class": dict(src="""
class Base { public: int rank; };
class Splits : public Base {
 public:
  explicit Splits(int n);
  virtual void Init();
  ~Splits() { delete[] buf; }
  __device__ static double T1(double s, double l1)
  {
    const double reg_s = fmax(0.0, fabs(s) - l1);
    if (s >= 0.0f) return reg_s; else return -reg_s;
  }
  template <bool L1>
  __device__ static double Out(double g, double h) { return L1 ? -T1(g, 0.5) / h : -g / h; }
  template <bool L1, bool SM>
  __device__ static double Gain(double g, double h)
  { const double o = Out<L1>(g, h); return SM ? -(2.0 * g * o + h * o * o) : o; }
 private:
  float *buf;
};
template <bool L1>
__global__ void k(const double *g, double *o)
{
    o[threadIdx.x] = Splits::Gain<L1, true>(g[threadIdx.x], 2.0) + Splits::T1(g[threadIdx.x], 1.0);
}
template __global__ void k<true>(const double *, double *);
""", kernel="k_true", inputs={"g": (_F - 8).astype(np.float64), "o": np.zeros(N, np.float64)},
        want={"o": _static_gain((_F - 8).astype(np.float64))}),
    # vLLM type_convert.cuh: static methods of a full specialization whose parameter
    # types are the class's member aliases (`convert(hip_type x)`), overloaded by type
    "static_method_member_type_overloads": dict(src="""
template <typename T> struct _tc { static constexpr bool exists = false; };
template <> struct _tc<float> {
  static constexpr bool exists = true;
  using hip_type = float;
  using packed = float2;
  __device__ static __forceinline__ float convert(hip_type x) { return x * 2; }
  __device__ static __forceinline__ float2 convert(packed x) { return make_float2(x.y, x.x); }
};
template <typename T>
__global__ void k(const T *a, T *o) {
  using C = _tc<T>;
  float2 p = C::convert(make_float2(a[threadIdx.x], 1.0f));
  o[threadIdx.x] = C::convert(a[threadIdx.x]) + p.x;
}
template __global__ void k<float>(const float *, float *);
""", kernel="k_float", inputs={"a": _F.copy(), "o": np.zeros(N, np.float32)},
        want={"o": _F * 2 + 1}),
    # nerfacc utils_grid.cuh: a user overload of a builtin's name (`make_int3(float3)`) calls
    # the builtin with another arity, and takes a vector product whose operand is a call
    # (printed lane by lane in CUDA: the call is evaluated once into a temporary)
    "vector_product_of_a_call_in_a_builtin_overload": dict(src="""
inline __host__ __device__ int3 make_int3(float3 a) { return make_int3(int(a.x), int(a.y), int(a.z)); }
inline __host__ __device__ float3 operator*(float3 a, float3 b)
{ return make_float3(a.x * b.x, a.y * b.y, a.z * b.z); }
__device__ float3 shrink(float3 p, float s) { if (s > 1.0f) return p; return make_float3(p.x * s, p.y, p.z); }
__device__ void cell(float3 p, float3 res, int3 &out) { out = make_int3(shrink(p, 0.5f) * res); }
__global__ void k(const float *a, int *o)
{
    int3 r;
    cell(make_float3(a[threadIdx.x], 5.0f, 7.0f), make_float3(2.0f, 3.0f, 4.0f), r);
    o[threadIdx.x] = r.x + r.y + r.z;
}
""", kernel="k", inputs={"a": _F.copy(), "o": np.zeros(N, np.int32)},
        want={"o": (_F * 0.5 * 2).astype(np.int32) + 15 + 28}),
}
