extern "C" __global__ void price_path_variation_rows(const float* price, float* qv, int rows, int t) {
#line 6 "/work/main/.stage/main/benchmarks/heldout14/kernels/price_path_variation_rows.cl"
    int r = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x);
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/price_path_variation_rows.cl"
    if (r < rows) {
#line 8 "/work/main/.stage/main/benchmarks/heldout14/kernels/price_path_variation_rows.cl"
        const float* p = price + (unsigned long long)r * t;
#line 9 "/work/main/.stage/main/benchmarks/heldout14/kernels/price_path_variation_rows.cl"
        float s = 0.0f;
#line 10 "/work/main/.stage/main/benchmarks/heldout14/kernels/price_path_variation_rows.cl"
        for (int k = 1; k < t; k++) {
#line 11 "/work/main/.stage/main/benchmarks/heldout14/kernels/price_path_variation_rows.cl"
            float d = p[k] - p[k - 1];
#line 12 "/work/main/.stage/main/benchmarks/heldout14/kernels/price_path_variation_rows.cl"
            s += d * d;
        }
#line 14 "/work/main/.stage/main/benchmarks/heldout14/kernels/price_path_variation_rows.cl"
        qv[r] = s;
    }
}
