extern "C" __global__ void bmi_class_u8_cf8x(const int* mass_g, const int* height_cm, unsigned char* cls, int n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/bmi_class_u8.cu"
    int i_0 = blockIdx.x * (blockDim.x * 8u) + threadIdx.x * 8u;
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/bmi_class_u8.cu"
    int i_1 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 1u);
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/bmi_class_u8.cu"
    int i_2 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 2u);
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/bmi_class_u8.cu"
    int i_3 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 3u);
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/bmi_class_u8.cu"
    int i_4 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 4u);
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/bmi_class_u8.cu"
    int i_5 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 5u);
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/bmi_class_u8.cu"
    int i_6 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 6u);
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/bmi_class_u8.cu"
    int i_7 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 7u);
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
#line 8 "/work/main/.stage/main/benchmarks/heldout14/kernels/bmi_class_u8.cu"
    if (i_2 < n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout14/kernels/bmi_class_u8.cu"
        int m100_2 = mass_g[i_2] * 100;
#line 10 "/work/main/.stage/main/benchmarks/heldout14/kernels/bmi_class_u8.cu"
        int h_2 = height_cm[i_2];
#line 11 "/work/main/.stage/main/benchmarks/heldout14/kernels/bmi_class_u8.cu"
        int h2_2 = h_2 * h_2;
#line 12 "/work/main/.stage/main/benchmarks/heldout14/kernels/bmi_class_u8.cu"
        int c_2 = (m100_2 >= 185 * h2_2) + (m100_2 >= 250 * h2_2) + (m100_2 >= 300 * h2_2);
#line 13 "/work/main/.stage/main/benchmarks/heldout14/kernels/bmi_class_u8.cu"
        cls[i_2] = (unsigned char)c_2;
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout14/kernels/bmi_class_u8.cu"
    if (i_3 < n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout14/kernels/bmi_class_u8.cu"
        int m100_3 = mass_g[i_3] * 100;
#line 10 "/work/main/.stage/main/benchmarks/heldout14/kernels/bmi_class_u8.cu"
        int h_3 = height_cm[i_3];
#line 11 "/work/main/.stage/main/benchmarks/heldout14/kernels/bmi_class_u8.cu"
        int h2_3 = h_3 * h_3;
#line 12 "/work/main/.stage/main/benchmarks/heldout14/kernels/bmi_class_u8.cu"
        int c_3 = (m100_3 >= 185 * h2_3) + (m100_3 >= 250 * h2_3) + (m100_3 >= 300 * h2_3);
#line 13 "/work/main/.stage/main/benchmarks/heldout14/kernels/bmi_class_u8.cu"
        cls[i_3] = (unsigned char)c_3;
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout14/kernels/bmi_class_u8.cu"
    if (i_4 < n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout14/kernels/bmi_class_u8.cu"
        int m100_4 = mass_g[i_4] * 100;
#line 10 "/work/main/.stage/main/benchmarks/heldout14/kernels/bmi_class_u8.cu"
        int h_4 = height_cm[i_4];
#line 11 "/work/main/.stage/main/benchmarks/heldout14/kernels/bmi_class_u8.cu"
        int h2_4 = h_4 * h_4;
#line 12 "/work/main/.stage/main/benchmarks/heldout14/kernels/bmi_class_u8.cu"
        int c_4 = (m100_4 >= 185 * h2_4) + (m100_4 >= 250 * h2_4) + (m100_4 >= 300 * h2_4);
#line 13 "/work/main/.stage/main/benchmarks/heldout14/kernels/bmi_class_u8.cu"
        cls[i_4] = (unsigned char)c_4;
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout14/kernels/bmi_class_u8.cu"
    if (i_5 < n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout14/kernels/bmi_class_u8.cu"
        int m100_5 = mass_g[i_5] * 100;
#line 10 "/work/main/.stage/main/benchmarks/heldout14/kernels/bmi_class_u8.cu"
        int h_5 = height_cm[i_5];
#line 11 "/work/main/.stage/main/benchmarks/heldout14/kernels/bmi_class_u8.cu"
        int h2_5 = h_5 * h_5;
#line 12 "/work/main/.stage/main/benchmarks/heldout14/kernels/bmi_class_u8.cu"
        int c_5 = (m100_5 >= 185 * h2_5) + (m100_5 >= 250 * h2_5) + (m100_5 >= 300 * h2_5);
#line 13 "/work/main/.stage/main/benchmarks/heldout14/kernels/bmi_class_u8.cu"
        cls[i_5] = (unsigned char)c_5;
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout14/kernels/bmi_class_u8.cu"
    if (i_6 < n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout14/kernels/bmi_class_u8.cu"
        int m100_6 = mass_g[i_6] * 100;
#line 10 "/work/main/.stage/main/benchmarks/heldout14/kernels/bmi_class_u8.cu"
        int h_6 = height_cm[i_6];
#line 11 "/work/main/.stage/main/benchmarks/heldout14/kernels/bmi_class_u8.cu"
        int h2_6 = h_6 * h_6;
#line 12 "/work/main/.stage/main/benchmarks/heldout14/kernels/bmi_class_u8.cu"
        int c_6 = (m100_6 >= 185 * h2_6) + (m100_6 >= 250 * h2_6) + (m100_6 >= 300 * h2_6);
#line 13 "/work/main/.stage/main/benchmarks/heldout14/kernels/bmi_class_u8.cu"
        cls[i_6] = (unsigned char)c_6;
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout14/kernels/bmi_class_u8.cu"
    if (i_7 < n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout14/kernels/bmi_class_u8.cu"
        int m100_7 = mass_g[i_7] * 100;
#line 10 "/work/main/.stage/main/benchmarks/heldout14/kernels/bmi_class_u8.cu"
        int h_7 = height_cm[i_7];
#line 11 "/work/main/.stage/main/benchmarks/heldout14/kernels/bmi_class_u8.cu"
        int h2_7 = h_7 * h_7;
#line 12 "/work/main/.stage/main/benchmarks/heldout14/kernels/bmi_class_u8.cu"
        int c_7 = (m100_7 >= 185 * h2_7) + (m100_7 >= 250 * h2_7) + (m100_7 >= 300 * h2_7);
#line 13 "/work/main/.stage/main/benchmarks/heldout14/kernels/bmi_class_u8.cu"
        cls[i_7] = (unsigned char)c_7;
    }
}
