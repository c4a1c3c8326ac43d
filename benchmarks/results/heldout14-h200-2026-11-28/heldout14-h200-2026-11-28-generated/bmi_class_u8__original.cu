extern "C" __global__ void bmi_class_u8(const int* mass_g, const int* height_cm, unsigned char* cls, int n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/bmi_class_u8.cu"
    int i = blockIdx.x * blockDim.x + threadIdx.x;
#line 8 "/work/main/.stage/main/benchmarks/heldout14/kernels/bmi_class_u8.cu"
    if (i < n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout14/kernels/bmi_class_u8.cu"
        int m100 = mass_g[i] * 100;
#line 10 "/work/main/.stage/main/benchmarks/heldout14/kernels/bmi_class_u8.cu"
        int h = height_cm[i];
#line 11 "/work/main/.stage/main/benchmarks/heldout14/kernels/bmi_class_u8.cu"
        int h2 = h * h;
#line 12 "/work/main/.stage/main/benchmarks/heldout14/kernels/bmi_class_u8.cu"
        int c = (m100 >= 185 * h2) + (m100 >= 250 * h2) + (m100 >= 300 * h2);
#line 13 "/work/main/.stage/main/benchmarks/heldout14/kernels/bmi_class_u8.cu"
        cls[i] = (unsigned char)c;
    }
}
