extern "C" __global__ void label_smooth_rows_cf2x(const int* labels, float* out, float eps, int n, int classes) {
#line 7 "/work/main/.stage/main/benchmarks/heldout9/kernels/label_smooth_rows.cl"
    int r_0 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 2ull;
#line 7 "/work/main/.stage/main/benchmarks/heldout9/kernels/label_smooth_rows.cl"
    int r_1 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 2ull + 1ull;
#line 8 "/work/main/.stage/main/benchmarks/heldout9/kernels/label_smooth_rows.cl"
    if (r_0 < n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout9/kernels/label_smooth_rows.cl"
        float off_0 = eps / classes;
#line 10 "/work/main/.stage/main/benchmarks/heldout9/kernels/label_smooth_rows.cl"
        float on_0 = 1.0f - eps + off_0;
#line 11 "/work/main/.stage/main/benchmarks/heldout9/kernels/label_smooth_rows.cl"
        int lab_0 = labels[r_0];
#line 12 "/work/main/.stage/main/benchmarks/heldout9/kernels/label_smooth_rows.cl"
        for (int c_0 = 0; c_0 < classes; c_0++)
#line 13 "/work/main/.stage/main/benchmarks/heldout9/kernels/label_smooth_rows.cl"
            out[r_0 * classes + c_0] = c_0 == lab_0 ? on_0 : off_0;
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout9/kernels/label_smooth_rows.cl"
    if (r_1 < n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout9/kernels/label_smooth_rows.cl"
        float off_1 = eps / classes;
#line 10 "/work/main/.stage/main/benchmarks/heldout9/kernels/label_smooth_rows.cl"
        float on_1 = 1.0f - eps + off_1;
#line 11 "/work/main/.stage/main/benchmarks/heldout9/kernels/label_smooth_rows.cl"
        int lab_1 = labels[r_1];
#line 12 "/work/main/.stage/main/benchmarks/heldout9/kernels/label_smooth_rows.cl"
        for (int c_1 = 0; c_1 < classes; c_1++)
#line 13 "/work/main/.stage/main/benchmarks/heldout9/kernels/label_smooth_rows.cl"
            out[r_1 * classes + c_1] = c_1 == lab_1 ? on_1 : off_1;
    }
}
