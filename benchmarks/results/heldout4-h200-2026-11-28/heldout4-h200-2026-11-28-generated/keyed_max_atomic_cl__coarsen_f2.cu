extern "C" __global__ void keyed_max_atomic_cf2x(const int* key, const int* val, int* out, int n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout4/kernels/keyed_max_atomic.cl"
    int i_0 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 2ull) + (unsigned long long)threadIdx.x * 2ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout4/kernels/keyed_max_atomic.cl"
    int i_1 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 2ull) + ((unsigned long long)threadIdx.x * 2ull + 1ull);
#line 7 "/work/main/.stage/main/benchmarks/heldout4/kernels/keyed_max_atomic.cl"
    if (i_0 < n)
#line 8 "/work/main/.stage/main/benchmarks/heldout4/kernels/keyed_max_atomic.cl"
        atomicMax(&out[key[i_0]], val[i_0]);
#line 7 "/work/main/.stage/main/benchmarks/heldout4/kernels/keyed_max_atomic.cl"
    if (i_1 < n)
#line 8 "/work/main/.stage/main/benchmarks/heldout4/kernels/keyed_max_atomic.cl"
        atomicMax(&out[key[i_1]], val[i_1]);
}
