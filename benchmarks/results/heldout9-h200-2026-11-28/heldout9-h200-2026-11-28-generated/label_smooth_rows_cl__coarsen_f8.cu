extern "C" __global__ void label_smooth_rows_cf8x(const int* labels, float* out, float eps, int n, int classes) {
#line 7 "/work/main/.stage/main/benchmarks/heldout9/kernels/label_smooth_rows.cl"
    int r_0 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull;
#line 7 "/work/main/.stage/main/benchmarks/heldout9/kernels/label_smooth_rows.cl"
    int r_1 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 1ull;
#line 7 "/work/main/.stage/main/benchmarks/heldout9/kernels/label_smooth_rows.cl"
    int r_2 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 2ull;
#line 7 "/work/main/.stage/main/benchmarks/heldout9/kernels/label_smooth_rows.cl"
    int r_3 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 3ull;
#line 7 "/work/main/.stage/main/benchmarks/heldout9/kernels/label_smooth_rows.cl"
    int r_4 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 4ull;
#line 7 "/work/main/.stage/main/benchmarks/heldout9/kernels/label_smooth_rows.cl"
    int r_5 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 5ull;
#line 7 "/work/main/.stage/main/benchmarks/heldout9/kernels/label_smooth_rows.cl"
    int r_6 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 6ull;
#line 7 "/work/main/.stage/main/benchmarks/heldout9/kernels/label_smooth_rows.cl"
    int r_7 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 7ull;
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
#line 8 "/work/main/.stage/main/benchmarks/heldout9/kernels/label_smooth_rows.cl"
    if (r_4 < n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout9/kernels/label_smooth_rows.cl"
        float off_4 = eps / classes;
#line 10 "/work/main/.stage/main/benchmarks/heldout9/kernels/label_smooth_rows.cl"
        float on_4 = 1.0f - eps + off_4;
#line 11 "/work/main/.stage/main/benchmarks/heldout9/kernels/label_smooth_rows.cl"
        int lab_4 = labels[r_4];
#line 12 "/work/main/.stage/main/benchmarks/heldout9/kernels/label_smooth_rows.cl"
        for (int c_4 = 0; c_4 < classes; c_4++)
#line 13 "/work/main/.stage/main/benchmarks/heldout9/kernels/label_smooth_rows.cl"
            out[r_4 * classes + c_4] = c_4 == lab_4 ? on_4 : off_4;
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout9/kernels/label_smooth_rows.cl"
    if (r_5 < n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout9/kernels/label_smooth_rows.cl"
        float off_5 = eps / classes;
#line 10 "/work/main/.stage/main/benchmarks/heldout9/kernels/label_smooth_rows.cl"
        float on_5 = 1.0f - eps + off_5;
#line 11 "/work/main/.stage/main/benchmarks/heldout9/kernels/label_smooth_rows.cl"
        int lab_5 = labels[r_5];
#line 12 "/work/main/.stage/main/benchmarks/heldout9/kernels/label_smooth_rows.cl"
        for (int c_5 = 0; c_5 < classes; c_5++)
#line 13 "/work/main/.stage/main/benchmarks/heldout9/kernels/label_smooth_rows.cl"
            out[r_5 * classes + c_5] = c_5 == lab_5 ? on_5 : off_5;
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout9/kernels/label_smooth_rows.cl"
    if (r_6 < n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout9/kernels/label_smooth_rows.cl"
        float off_6 = eps / classes;
#line 10 "/work/main/.stage/main/benchmarks/heldout9/kernels/label_smooth_rows.cl"
        float on_6 = 1.0f - eps + off_6;
#line 11 "/work/main/.stage/main/benchmarks/heldout9/kernels/label_smooth_rows.cl"
        int lab_6 = labels[r_6];
#line 12 "/work/main/.stage/main/benchmarks/heldout9/kernels/label_smooth_rows.cl"
        for (int c_6 = 0; c_6 < classes; c_6++)
#line 13 "/work/main/.stage/main/benchmarks/heldout9/kernels/label_smooth_rows.cl"
            out[r_6 * classes + c_6] = c_6 == lab_6 ? on_6 : off_6;
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout9/kernels/label_smooth_rows.cl"
    if (r_7 < n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout9/kernels/label_smooth_rows.cl"
        float off_7 = eps / classes;
#line 10 "/work/main/.stage/main/benchmarks/heldout9/kernels/label_smooth_rows.cl"
        float on_7 = 1.0f - eps + off_7;
#line 11 "/work/main/.stage/main/benchmarks/heldout9/kernels/label_smooth_rows.cl"
        int lab_7 = labels[r_7];
#line 12 "/work/main/.stage/main/benchmarks/heldout9/kernels/label_smooth_rows.cl"
        for (int c_7 = 0; c_7 < classes; c_7++)
#line 13 "/work/main/.stage/main/benchmarks/heldout9/kernels/label_smooth_rows.cl"
            out[r_7 * classes + c_7] = c_7 == lab_7 ? on_7 : off_7;
    }
}
