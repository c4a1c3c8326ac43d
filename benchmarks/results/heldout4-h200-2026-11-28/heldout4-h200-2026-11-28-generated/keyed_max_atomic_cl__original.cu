extern "C" __global__ void keyed_max_atomic(const int* key, const int* val, int* out, int n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout4/kernels/keyed_max_atomic.cl"
    int i = (unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x;
#line 7 "/work/main/.stage/main/benchmarks/heldout4/kernels/keyed_max_atomic.cl"
    if (i < n)
#line 8 "/work/main/.stage/main/benchmarks/heldout4/kernels/keyed_max_atomic.cl"
        atomicMax(&out[key[i]], val[i]);
}
