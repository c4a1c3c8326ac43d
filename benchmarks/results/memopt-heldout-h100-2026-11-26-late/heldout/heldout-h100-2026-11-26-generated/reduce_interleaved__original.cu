extern "C" __global__ void reduce_interleaved(const int* in, int* out) {
#line 7 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/reduce_interleaved.cl"
    __shared__ int s[256];
#line 8 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/reduce_interleaved.cl"
    int lid = (unsigned long long)threadIdx.x;
#line 9 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/reduce_interleaved.cl"
    int ls = (unsigned long long)blockDim.x;
#line 10 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/reduce_interleaved.cl"
    s[lid] = in[(unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x)];
#line 11 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/reduce_interleaved.cl"
    __syncthreads();
#line 12 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/reduce_interleaved.cl"
    for (int st = 1; st < ls; st *= 2) {
#line 13 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/reduce_interleaved.cl"
        int idx = 2 * st * lid;
#line 14 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/reduce_interleaved.cl"
        if (idx < ls)
#line 15 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/reduce_interleaved.cl"
            s[idx] += s[idx + st];
#line 16 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/reduce_interleaved.cl"
        __syncthreads();
    }
#line 18 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/reduce_interleaved.cl"
    if (lid == 0)
#line 19 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/reduce_interleaved.cl"
        out[(unsigned long long)blockIdx.x] = s[0];
}
