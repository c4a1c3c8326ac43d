extern "C" __global__ void keyed_max_atomic_cf2x(const int* key, const int* val, int* out, int n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout4/kernels/keyed_max_atomic.cu"
    int i_0 = blockIdx.x * (blockDim.x * 2u) + threadIdx.x * 2u;
#line 6 "/work/main/.stage/main/benchmarks/heldout4/kernels/keyed_max_atomic.cu"
    int i_1 = blockIdx.x * (blockDim.x * 2u) + (threadIdx.x * 2u + 1u);
#line 7 "/work/main/.stage/main/benchmarks/heldout4/kernels/keyed_max_atomic.cu"
    if (i_0 < n)
#line 8 "/work/main/.stage/main/benchmarks/heldout4/kernels/keyed_max_atomic.cu"
        atomicMax(&out[key[i_0]], val[i_0]);
#line 7 "/work/main/.stage/main/benchmarks/heldout4/kernels/keyed_max_atomic.cu"
    if (i_1 < n)
#line 8 "/work/main/.stage/main/benchmarks/heldout4/kernels/keyed_max_atomic.cu"
        atomicMax(&out[key[i_1]], val[i_1]);
}
