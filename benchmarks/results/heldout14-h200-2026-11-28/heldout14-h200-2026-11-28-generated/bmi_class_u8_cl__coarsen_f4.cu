extern "C" __global__ void bmi_class_u8_cf4x(const int* mass_g, const int* height_cm, unsigned char* cls, int n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/bmi_class_u8.cl"
    int i_0 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 4ull;
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/bmi_class_u8.cl"
    int i_1 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 4ull + 1ull;
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/bmi_class_u8.cl"
    int i_2 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 4ull + 2ull;
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/bmi_class_u8.cl"
    int i_3 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 4ull + 3ull;
#line 8 "/work/main/.stage/main/benchmarks/heldout14/kernels/bmi_class_u8.cl"
    if (i_0 < n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout14/kernels/bmi_class_u8.cl"
        int m100_0 = mass_g[i_0] * 100;
#line 10 "/work/main/.stage/main/benchmarks/heldout14/kernels/bmi_class_u8.cl"
        int h_0 = height_cm[i_0];
#line 11 "/work/main/.stage/main/benchmarks/heldout14/kernels/bmi_class_u8.cl"
        int h2_0 = h_0 * h_0;
#line 12 "/work/main/.stage/main/benchmarks/heldout14/kernels/bmi_class_u8.cl"
        int c_0 = (m100_0 >= 185 * h2_0 ? 1 : 0) + (m100_0 >= 250 * h2_0 ? 1 : 0) + (m100_0 >= 300 * h2_0 ? 1 : 0);
#line 14 "/work/main/.stage/main/benchmarks/heldout14/kernels/bmi_class_u8.cl"
        cls[i_0] = (unsigned char)c_0;
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout14/kernels/bmi_class_u8.cl"
    if (i_1 < n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout14/kernels/bmi_class_u8.cl"
        int m100_1 = mass_g[i_1] * 100;
#line 10 "/work/main/.stage/main/benchmarks/heldout14/kernels/bmi_class_u8.cl"
        int h_1 = height_cm[i_1];
#line 11 "/work/main/.stage/main/benchmarks/heldout14/kernels/bmi_class_u8.cl"
        int h2_1 = h_1 * h_1;
#line 12 "/work/main/.stage/main/benchmarks/heldout14/kernels/bmi_class_u8.cl"
        int c_1 = (m100_1 >= 185 * h2_1 ? 1 : 0) + (m100_1 >= 250 * h2_1 ? 1 : 0) + (m100_1 >= 300 * h2_1 ? 1 : 0);
#line 14 "/work/main/.stage/main/benchmarks/heldout14/kernels/bmi_class_u8.cl"
        cls[i_1] = (unsigned char)c_1;
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout14/kernels/bmi_class_u8.cl"
    if (i_2 < n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout14/kernels/bmi_class_u8.cl"
        int m100_2 = mass_g[i_2] * 100;
#line 10 "/work/main/.stage/main/benchmarks/heldout14/kernels/bmi_class_u8.cl"
        int h_2 = height_cm[i_2];
#line 11 "/work/main/.stage/main/benchmarks/heldout14/kernels/bmi_class_u8.cl"
        int h2_2 = h_2 * h_2;
#line 12 "/work/main/.stage/main/benchmarks/heldout14/kernels/bmi_class_u8.cl"
        int c_2 = (m100_2 >= 185 * h2_2 ? 1 : 0) + (m100_2 >= 250 * h2_2 ? 1 : 0) + (m100_2 >= 300 * h2_2 ? 1 : 0);
#line 14 "/work/main/.stage/main/benchmarks/heldout14/kernels/bmi_class_u8.cl"
        cls[i_2] = (unsigned char)c_2;
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout14/kernels/bmi_class_u8.cl"
    if (i_3 < n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout14/kernels/bmi_class_u8.cl"
        int m100_3 = mass_g[i_3] * 100;
#line 10 "/work/main/.stage/main/benchmarks/heldout14/kernels/bmi_class_u8.cl"
        int h_3 = height_cm[i_3];
#line 11 "/work/main/.stage/main/benchmarks/heldout14/kernels/bmi_class_u8.cl"
        int h2_3 = h_3 * h_3;
#line 12 "/work/main/.stage/main/benchmarks/heldout14/kernels/bmi_class_u8.cl"
        int c_3 = (m100_3 >= 185 * h2_3 ? 1 : 0) + (m100_3 >= 250 * h2_3 ? 1 : 0) + (m100_3 >= 300 * h2_3 ? 1 : 0);
#line 14 "/work/main/.stage/main/benchmarks/heldout14/kernels/bmi_class_u8.cl"
        cls[i_3] = (unsigned char)c_3;
    }
}
