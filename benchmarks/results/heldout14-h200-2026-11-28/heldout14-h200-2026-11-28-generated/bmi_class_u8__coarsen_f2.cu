extern "C" __global__ void bmi_class_u8_cf2x(const int* mass_g, const int* height_cm, unsigned char* cls, int n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/bmi_class_u8.cu"
    int i_0 = blockIdx.x * (blockDim.x * 2u) + threadIdx.x * 2u;
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/bmi_class_u8.cu"
    int i_1 = blockIdx.x * (blockDim.x * 2u) + (threadIdx.x * 2u + 1u);
#line 8 "/work/main/.stage/main/benchmarks/heldout14/kernels/bmi_class_u8.cu"
    if (i_0 < n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout14/kernels/bmi_class_u8.cu"
        int m100_0 = mass_g[i_0] * 100;
#line 10 "/work/main/.stage/main/benchmarks/heldout14/kernels/bmi_class_u8.cu"
        int h_0 = height_cm[i_0];
#line 11 "/work/main/.stage/main/benchmarks/heldout14/kernels/bmi_class_u8.cu"
        int h2_0 = h_0 * h_0;
#line 12 "/work/main/.stage/main/benchmarks/heldout14/kernels/bmi_class_u8.cu"
        int c_0 = (m100_0 >= 185 * h2_0) + (m100_0 >= 250 * h2_0) + (m100_0 >= 300 * h2_0);
#line 13 "/work/main/.stage/main/benchmarks/heldout14/kernels/bmi_class_u8.cu"
        cls[i_0] = (unsigned char)c_0;
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout14/kernels/bmi_class_u8.cu"
    if (i_1 < n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout14/kernels/bmi_class_u8.cu"
        int m100_1 = mass_g[i_1] * 100;
#line 10 "/work/main/.stage/main/benchmarks/heldout14/kernels/bmi_class_u8.cu"
        int h_1 = height_cm[i_1];
#line 11 "/work/main/.stage/main/benchmarks/heldout14/kernels/bmi_class_u8.cu"
        int h2_1 = h_1 * h_1;
#line 12 "/work/main/.stage/main/benchmarks/heldout14/kernels/bmi_class_u8.cu"
        int c_1 = (m100_1 >= 185 * h2_1) + (m100_1 >= 250 * h2_1) + (m100_1 >= 300 * h2_1);
#line 13 "/work/main/.stage/main/benchmarks/heldout14/kernels/bmi_class_u8.cu"
        cls[i_1] = (unsigned char)c_1;
    }
}
