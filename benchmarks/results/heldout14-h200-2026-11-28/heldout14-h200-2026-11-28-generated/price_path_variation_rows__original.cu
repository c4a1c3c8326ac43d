extern "C" __global__ void price_path_variation_rows(const float* price, float* qv, int rows, int t) {
#line 6 "/work/main/.stage/main/benchmarks/heldout14/kernels/price_path_variation_rows.cu"
    int r = blockIdx.x * blockDim.x + threadIdx.x;
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/price_path_variation_rows.cu"
    if (r < rows) {
#line 8 "/work/main/.stage/main/benchmarks/heldout14/kernels/price_path_variation_rows.cu"
        const float* p = price + (unsigned long long)r * t;
#line 9 "/work/main/.stage/main/benchmarks/heldout14/kernels/price_path_variation_rows.cu"
        float s = 0.0f;
#line 10 "/work/main/.stage/main/benchmarks/heldout14/kernels/price_path_variation_rows.cu"
        for (int k = 1; k < t; k++) {
#line 11 "/work/main/.stage/main/benchmarks/heldout14/kernels/price_path_variation_rows.cu"
            float d = p[k] - p[k - 1];
#line 12 "/work/main/.stage/main/benchmarks/heldout14/kernels/price_path_variation_rows.cu"
            s += d * d;
        }
#line 14 "/work/main/.stage/main/benchmarks/heldout14/kernels/price_path_variation_rows.cu"
        qv[r] = s;
    }
}
