extern "C" __global__ void keyed_max_atomic(const int* key, const int* val, int* out, int n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout4/kernels/keyed_max_atomic.cu"
    int i = blockIdx.x * blockDim.x + threadIdx.x;
#line 7 "/work/main/.stage/main/benchmarks/heldout4/kernels/keyed_max_atomic.cu"
    if (i < n)
#line 8 "/work/main/.stage/main/benchmarks/heldout4/kernels/keyed_max_atomic.cu"
        atomicMax(&out[key[i]], val[i]);
}
