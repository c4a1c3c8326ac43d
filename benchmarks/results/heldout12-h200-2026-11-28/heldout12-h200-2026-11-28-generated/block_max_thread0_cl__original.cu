extern "C" __global__ void block_max_thread0(const float* x, float* bmax, int n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout12/kernels/block_max_thread0.cl"
    __shared__ float vals[256];
#line 7 "/work/main/.stage/main/benchmarks/heldout12/kernels/block_max_thread0.cl"
    int t = (unsigned long long)threadIdx.x;
#line 8 "/work/main/.stage/main/benchmarks/heldout12/kernels/block_max_thread0.cl"
    int i = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x);
#line 9 "/work/main/.stage/main/benchmarks/heldout12/kernels/block_max_thread0.cl"
    vals[t] = i < n ? x[i] : -3.4e38f;
#line 10 "/work/main/.stage/main/benchmarks/heldout12/kernels/block_max_thread0.cl"
    __syncthreads();
#line 11 "/work/main/.stage/main/benchmarks/heldout12/kernels/block_max_thread0.cl"
    if (t == 0) {
#line 12 "/work/main/.stage/main/benchmarks/heldout12/kernels/block_max_thread0.cl"
        float m = vals[0];
#line 13 "/work/main/.stage/main/benchmarks/heldout12/kernels/block_max_thread0.cl"
        for (int k = 1; k < 256; ++k)
#line 14 "/work/main/.stage/main/benchmarks/heldout12/kernels/block_max_thread0.cl"
            m = fmaxf(m, vals[k]);
#line 15 "/work/main/.stage/main/benchmarks/heldout12/kernels/block_max_thread0.cl"
        bmax[(unsigned long long)blockIdx.x] = m;
    }
}
