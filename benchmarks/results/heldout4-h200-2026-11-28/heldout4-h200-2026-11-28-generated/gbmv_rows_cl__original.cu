extern "C" __global__ void gbmv_rows(const float* band, const float* x, float* y, int n, int hw) {
#line 7 "/work/main/.stage/main/benchmarks/heldout4/kernels/gbmv_rows.cl"
    int i = (unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x;
#line 8 "/work/main/.stage/main/benchmarks/heldout4/kernels/gbmv_rows.cl"
    if (i < n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout4/kernels/gbmv_rows.cl"
        int w = 2 * hw + 1;
#line 10 "/work/main/.stage/main/benchmarks/heldout4/kernels/gbmv_rows.cl"
        float s = 0.0f;
#line 11 "/work/main/.stage/main/benchmarks/heldout4/kernels/gbmv_rows.cl"
        for (int d = 0; d < w; d++) {
#line 12 "/work/main/.stage/main/benchmarks/heldout4/kernels/gbmv_rows.cl"
            int j = i - hw + d;
#line 13 "/work/main/.stage/main/benchmarks/heldout4/kernels/gbmv_rows.cl"
            if (j >= 0 && j < n)
#line 14 "/work/main/.stage/main/benchmarks/heldout4/kernels/gbmv_rows.cl"
                s += band[i * w + d] * x[j];
        }
#line 16 "/work/main/.stage/main/benchmarks/heldout4/kernels/gbmv_rows.cl"
        y[i] = s;
    }
}
