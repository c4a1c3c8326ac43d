extern "C" __global__ void label_smooth_rows_cf4x(const int* labels, float* out, float eps, int n, int classes) {
#line 7 "/work/main/.stage/main/benchmarks/heldout9/kernels/label_smooth_rows.cl"
    int r_0 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 4ull;
#line 7 "/work/main/.stage/main/benchmarks/heldout9/kernels/label_smooth_rows.cl"
    int r_1 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 4ull + 1ull;
#line 7 "/work/main/.stage/main/benchmarks/heldout9/kernels/label_smooth_rows.cl"
    int r_2 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 4ull + 2ull;
#line 7 "/work/main/.stage/main/benchmarks/heldout9/kernels/label_smooth_rows.cl"
    int r_3 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 4ull + 3ull;
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
#line 8 "/work/main/.stage/main/benchmarks/heldout9/kernels/label_smooth_rows.cl"
    if (r_2 < n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout9/kernels/label_smooth_rows.cl"
        float off_2 = eps / classes;
#line 10 "/work/main/.stage/main/benchmarks/heldout9/kernels/label_smooth_rows.cl"
        float on_2 = 1.0f - eps + off_2;
#line 11 "/work/main/.stage/main/benchmarks/heldout9/kernels/label_smooth_rows.cl"
        int lab_2 = labels[r_2];
#line 12 "/work/main/.stage/main/benchmarks/heldout9/kernels/label_smooth_rows.cl"
        for (int c_2 = 0; c_2 < classes; c_2++)
#line 13 "/work/main/.stage/main/benchmarks/heldout9/kernels/label_smooth_rows.cl"
            out[r_2 * classes + c_2] = c_2 == lab_2 ? on_2 : off_2;
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout9/kernels/label_smooth_rows.cl"
    if (r_3 < n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout9/kernels/label_smooth_rows.cl"
        float off_3 = eps / classes;
#line 10 "/work/main/.stage/main/benchmarks/heldout9/kernels/label_smooth_rows.cl"
        float on_3 = 1.0f - eps + off_3;
#line 11 "/work/main/.stage/main/benchmarks/heldout9/kernels/label_smooth_rows.cl"
        int lab_3 = labels[r_3];
#line 12 "/work/main/.stage/main/benchmarks/heldout9/kernels/label_smooth_rows.cl"
        for (int c_3 = 0; c_3 < classes; c_3++)
#line 13 "/work/main/.stage/main/benchmarks/heldout9/kernels/label_smooth_rows.cl"
            out[r_3 * classes + c_3] = c_3 == lab_3 ? on_3 : off_3;
    }
}
