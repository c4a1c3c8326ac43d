extern "C" __global__ void price_path_variation_rows_opt(const float* price, float* qv, int rows, int t) {
#line 10 "/work/main/.stage/main/benchmarks/heldout14/kernels/price_path_variation_rows.cl"
    __shared__ float s_part[64];
#line 6 "/work/main/.stage/main/benchmarks/heldout14/kernels/price_path_variation_rows.cl"
    int r = (unsigned long long)blockIdx.x;
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/price_path_variation_rows.cl"
    if (r < rows) {
#line 8 "/work/main/.stage/main/benchmarks/heldout14/kernels/price_path_variation_rows.cl"
        const float* p = price + (unsigned long long)r * t;
#line 9 "/work/main/.stage/main/benchmarks/heldout14/kernels/price_path_variation_rows.cl"
        float s = 0.0f;
#line 10 "/work/main/.stage/main/benchmarks/heldout14/kernels/price_path_variation_rows.cl"
        if (threadIdx.x != 0u)
#line 10 "/work/main/.stage/main/benchmarks/heldout14/kernels/price_path_variation_rows.cl"
            s = 0.0f;
#line 10 "/work/main/.stage/main/benchmarks/heldout14/kernels/price_path_variation_rows.cl"
        for (int k = 0 + (int)threadIdx.x; k < t; k += 64)
#line 10 "/work/main/.stage/main/benchmarks/heldout14/kernels/price_path_variation_rows.cl"
            if (k >= 1) {
#line 11 "/work/main/.stage/main/benchmarks/heldout14/kernels/price_path_variation_rows.cl"
                float d = p[k] - p[k - 1];
#line 12 "/work/main/.stage/main/benchmarks/heldout14/kernels/price_path_variation_rows.cl"
                s += d * d;
            }
#line 10 "/work/main/.stage/main/benchmarks/heldout14/kernels/price_path_variation_rows.cl"
        s_part[threadIdx.x] = s;
#line 10 "/work/main/.stage/main/benchmarks/heldout14/kernels/price_path_variation_rows.cl"
        __syncthreads();
#line 10 "/work/main/.stage/main/benchmarks/heldout14/kernels/price_path_variation_rows.cl"
        if (threadIdx.x < 32u)
#line 10 "/work/main/.stage/main/benchmarks/heldout14/kernels/price_path_variation_rows.cl"
            s_part[threadIdx.x] += s_part[threadIdx.x + 32u];
#line 10 "/work/main/.stage/main/benchmarks/heldout14/kernels/price_path_variation_rows.cl"
        __syncthreads();
#line 10 "/work/main/.stage/main/benchmarks/heldout14/kernels/price_path_variation_rows.cl"
        if (threadIdx.x < 16u)
#line 10 "/work/main/.stage/main/benchmarks/heldout14/kernels/price_path_variation_rows.cl"
            s_part[threadIdx.x] += s_part[threadIdx.x + 16u];
#line 10 "/work/main/.stage/main/benchmarks/heldout14/kernels/price_path_variation_rows.cl"
        __syncthreads();
#line 10 "/work/main/.stage/main/benchmarks/heldout14/kernels/price_path_variation_rows.cl"
        if (threadIdx.x < 8u)
#line 10 "/work/main/.stage/main/benchmarks/heldout14/kernels/price_path_variation_rows.cl"
            s_part[threadIdx.x] += s_part[threadIdx.x + 8u];
#line 10 "/work/main/.stage/main/benchmarks/heldout14/kernels/price_path_variation_rows.cl"
        __syncthreads();
#line 10 "/work/main/.stage/main/benchmarks/heldout14/kernels/price_path_variation_rows.cl"
        if (threadIdx.x < 4u)
#line 10 "/work/main/.stage/main/benchmarks/heldout14/kernels/price_path_variation_rows.cl"
            s_part[threadIdx.x] += s_part[threadIdx.x + 4u];
#line 10 "/work/main/.stage/main/benchmarks/heldout14/kernels/price_path_variation_rows.cl"
        __syncthreads();
#line 10 "/work/main/.stage/main/benchmarks/heldout14/kernels/price_path_variation_rows.cl"
        if (threadIdx.x < 2u)
#line 10 "/work/main/.stage/main/benchmarks/heldout14/kernels/price_path_variation_rows.cl"
            s_part[threadIdx.x] += s_part[threadIdx.x + 2u];
#line 10 "/work/main/.stage/main/benchmarks/heldout14/kernels/price_path_variation_rows.cl"
        __syncthreads();
#line 10 "/work/main/.stage/main/benchmarks/heldout14/kernels/price_path_variation_rows.cl"
        if (threadIdx.x < 1u)
#line 10 "/work/main/.stage/main/benchmarks/heldout14/kernels/price_path_variation_rows.cl"
            s_part[threadIdx.x] += s_part[threadIdx.x + 1u];
#line 10 "/work/main/.stage/main/benchmarks/heldout14/kernels/price_path_variation_rows.cl"
        __syncthreads();
#line 10 "/work/main/.stage/main/benchmarks/heldout14/kernels/price_path_variation_rows.cl"
        s = s_part[0u];
#line 10 "/work/main/.stage/main/benchmarks/heldout14/kernels/price_path_variation_rows.cl"
        __syncthreads();
#line 14 "/work/main/.stage/main/benchmarks/heldout14/kernels/price_path_variation_rows.cl"
        qv[r] = s;
    }
}
