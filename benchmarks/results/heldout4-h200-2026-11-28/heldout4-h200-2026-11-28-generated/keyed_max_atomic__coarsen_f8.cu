extern "C" __global__ void keyed_max_atomic_cf8x(const int* key, const int* val, int* out, int n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout4/kernels/keyed_max_atomic.cu"
    int i_0 = blockIdx.x * (blockDim.x * 8u) + threadIdx.x * 8u;
#line 6 "/work/main/.stage/main/benchmarks/heldout4/kernels/keyed_max_atomic.cu"
    int i_1 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 1u);
#line 6 "/work/main/.stage/main/benchmarks/heldout4/kernels/keyed_max_atomic.cu"
    int i_2 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 2u);
#line 6 "/work/main/.stage/main/benchmarks/heldout4/kernels/keyed_max_atomic.cu"
    int i_3 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 3u);
#line 6 "/work/main/.stage/main/benchmarks/heldout4/kernels/keyed_max_atomic.cu"
    int i_4 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 4u);
#line 6 "/work/main/.stage/main/benchmarks/heldout4/kernels/keyed_max_atomic.cu"
    int i_5 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 5u);
#line 6 "/work/main/.stage/main/benchmarks/heldout4/kernels/keyed_max_atomic.cu"
    int i_6 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 6u);
#line 6 "/work/main/.stage/main/benchmarks/heldout4/kernels/keyed_max_atomic.cu"
    int i_7 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 7u);
#line 7 "/work/main/.stage/main/benchmarks/heldout4/kernels/keyed_max_atomic.cu"
    if (i_0 < n)
#line 8 "/work/main/.stage/main/benchmarks/heldout4/kernels/keyed_max_atomic.cu"
        atomicMax(&out[key[i_0]], val[i_0]);
#line 7 "/work/main/.stage/main/benchmarks/heldout4/kernels/keyed_max_atomic.cu"
    if (i_1 < n)
#line 8 "/work/main/.stage/main/benchmarks/heldout4/kernels/keyed_max_atomic.cu"
        atomicMax(&out[key[i_1]], val[i_1]);
#line 7 "/work/main/.stage/main/benchmarks/heldout4/kernels/keyed_max_atomic.cu"
    if (i_2 < n)
#line 8 "/work/main/.stage/main/benchmarks/heldout4/kernels/keyed_max_atomic.cu"
        atomicMax(&out[key[i_2]], val[i_2]);
#line 7 "/work/main/.stage/main/benchmarks/heldout4/kernels/keyed_max_atomic.cu"
    if (i_3 < n)
#line 8 "/work/main/.stage/main/benchmarks/heldout4/kernels/keyed_max_atomic.cu"
        atomicMax(&out[key[i_3]], val[i_3]);
#line 7 "/work/main/.stage/main/benchmarks/heldout4/kernels/keyed_max_atomic.cu"
    if (i_4 < n)
#line 8 "/work/main/.stage/main/benchmarks/heldout4/kernels/keyed_max_atomic.cu"
        atomicMax(&out[key[i_4]], val[i_4]);
#line 7 "/work/main/.stage/main/benchmarks/heldout4/kernels/keyed_max_atomic.cu"
    if (i_5 < n)
#line 8 "/work/main/.stage/main/benchmarks/heldout4/kernels/keyed_max_atomic.cu"
        atomicMax(&out[key[i_5]], val[i_5]);
#line 7 "/work/main/.stage/main/benchmarks/heldout4/kernels/keyed_max_atomic.cu"
    if (i_6 < n)
#line 8 "/work/main/.stage/main/benchmarks/heldout4/kernels/keyed_max_atomic.cu"
        atomicMax(&out[key[i_6]], val[i_6]);
#line 7 "/work/main/.stage/main/benchmarks/heldout4/kernels/keyed_max_atomic.cu"
    if (i_7 < n)
#line 8 "/work/main/.stage/main/benchmarks/heldout4/kernels/keyed_max_atomic.cu"
        atomicMax(&out[key[i_7]], val[i_7]);
}
