extern "C" __global__ void price_path_variation_rows_opt(const float* price, float* qv, int rows, int t) {
#line 6 "/work/main/.stage/main/benchmarks/heldout14/kernels/price_path_variation_rows.cu"
    int r = blockIdx.x * blockDim.y + threadIdx.y;
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/price_path_variation_rows.cu"
    if (r < rows) {
#line 8 "/work/main/.stage/main/benchmarks/heldout14/kernels/price_path_variation_rows.cu"
        const float* p = price + (unsigned long long)r * t;
#line 9 "/work/main/.stage/main/benchmarks/heldout14/kernels/price_path_variation_rows.cu"
        float s = 0.0f;
#line 10 "/work/main/.stage/main/benchmarks/heldout14/kernels/price_path_variation_rows.cu"
        if (threadIdx.x != 0u)
#line 10 "/work/main/.stage/main/benchmarks/heldout14/kernels/price_path_variation_rows.cu"
            s = 0.0f;
#line 10 "/work/main/.stage/main/benchmarks/heldout14/kernels/price_path_variation_rows.cu"
        for (int k = 0 + (int)threadIdx.x; k < t; k += 32)
#line 10 "/work/main/.stage/main/benchmarks/heldout14/kernels/price_path_variation_rows.cu"
            if (k >= 1) {
#line 11 "/work/main/.stage/main/benchmarks/heldout14/kernels/price_path_variation_rows.cu"
                float d = p[k] - p[k - 1];
#line 12 "/work/main/.stage/main/benchmarks/heldout14/kernels/price_path_variation_rows.cu"
                s += d * d;
            }
#line 10 "/work/main/.stage/main/benchmarks/heldout14/kernels/price_path_variation_rows.cu"
        s += __shfl_xor_sync(4294967295u, s, 16);
#line 10 "/work/main/.stage/main/benchmarks/heldout14/kernels/price_path_variation_rows.cu"
        s += __shfl_xor_sync(4294967295u, s, 8);
#line 10 "/work/main/.stage/main/benchmarks/heldout14/kernels/price_path_variation_rows.cu"
        s += __shfl_xor_sync(4294967295u, s, 4);
#line 10 "/work/main/.stage/main/benchmarks/heldout14/kernels/price_path_variation_rows.cu"
        s += __shfl_xor_sync(4294967295u, s, 2);
#line 10 "/work/main/.stage/main/benchmarks/heldout14/kernels/price_path_variation_rows.cu"
        s += __shfl_xor_sync(4294967295u, s, 1);
#line 14 "/work/main/.stage/main/benchmarks/heldout14/kernels/price_path_variation_rows.cu"
        qv[r] = s;
    }
}
