extern "C" __global__ void bmi_class_u8_opt(const int* mass_g, const int* height_cm, unsigned char* cls, int n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout14/kernels/bmi_class_u8.cl"
    int ucond = (int)(4ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x)) < n;
    int4 mass_g_v0;
    int4 height_cm_v1;
    uchar4 cls_v2;
    {
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/bmi_class_u8.cl"
        int i_m0 = 4ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x);
#line 8 "/work/main/.stage/main/benchmarks/heldout14/kernels/bmi_class_u8.cl"
        if (ucond) {
            mass_g_v0 = *(const int4*)&mass_g[i_m0];
#line 9 "/work/main/.stage/main/benchmarks/heldout14/kernels/bmi_class_u8.cl"
            int m100_m0 = mass_g_v0.x * 100;
            height_cm_v1 = *(const int4*)&height_cm[i_m0];
#line 10 "/work/main/.stage/main/benchmarks/heldout14/kernels/bmi_class_u8.cl"
            int h_m0 = height_cm_v1.x;
#line 11 "/work/main/.stage/main/benchmarks/heldout14/kernels/bmi_class_u8.cl"
            int h2_m0 = h_m0 * h_m0;
#line 12 "/work/main/.stage/main/benchmarks/heldout14/kernels/bmi_class_u8.cl"
            int c_m0 = (m100_m0 >= 185 * h2_m0 ? 1 : 0) + (m100_m0 >= 250 * h2_m0 ? 1 : 0) + (m100_m0 >= 300 * h2_m0 ? 1 : 0);
            cls_v2.x = (unsigned char)c_m0;
        }
    }
    {
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/bmi_class_u8.cl"
        int i_m1 = 4ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x) + 1ull;
#line 8 "/work/main/.stage/main/benchmarks/heldout14/kernels/bmi_class_u8.cl"
        if (ucond) {
#line 9 "/work/main/.stage/main/benchmarks/heldout14/kernels/bmi_class_u8.cl"
            int m100_m1 = mass_g_v0.y * 100;
#line 10 "/work/main/.stage/main/benchmarks/heldout14/kernels/bmi_class_u8.cl"
            int h_m1 = height_cm_v1.y;
#line 11 "/work/main/.stage/main/benchmarks/heldout14/kernels/bmi_class_u8.cl"
            int h2_m1 = h_m1 * h_m1;
#line 12 "/work/main/.stage/main/benchmarks/heldout14/kernels/bmi_class_u8.cl"
            int c_m1 = (m100_m1 >= 185 * h2_m1 ? 1 : 0) + (m100_m1 >= 250 * h2_m1 ? 1 : 0) + (m100_m1 >= 300 * h2_m1 ? 1 : 0);
            cls_v2.y = (unsigned char)c_m1;
        }
    }
    {
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/bmi_class_u8.cl"
        int i_m2 = 4ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x) + 2ull;
#line 8 "/work/main/.stage/main/benchmarks/heldout14/kernels/bmi_class_u8.cl"
        if (ucond) {
#line 9 "/work/main/.stage/main/benchmarks/heldout14/kernels/bmi_class_u8.cl"
            int m100_m2 = mass_g_v0.z * 100;
#line 10 "/work/main/.stage/main/benchmarks/heldout14/kernels/bmi_class_u8.cl"
            int h_m2 = height_cm_v1.z;
#line 11 "/work/main/.stage/main/benchmarks/heldout14/kernels/bmi_class_u8.cl"
            int h2_m2 = h_m2 * h_m2;
#line 12 "/work/main/.stage/main/benchmarks/heldout14/kernels/bmi_class_u8.cl"
            int c_m2 = (m100_m2 >= 185 * h2_m2 ? 1 : 0) + (m100_m2 >= 250 * h2_m2 ? 1 : 0) + (m100_m2 >= 300 * h2_m2 ? 1 : 0);
            cls_v2.z = (unsigned char)c_m2;
        }
    }
    {
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/bmi_class_u8.cl"
        int i_m3 = 4ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x) + 3ull;
#line 8 "/work/main/.stage/main/benchmarks/heldout14/kernels/bmi_class_u8.cl"
        if (ucond) {
#line 9 "/work/main/.stage/main/benchmarks/heldout14/kernels/bmi_class_u8.cl"
            int m100_m3 = mass_g_v0.w * 100;
#line 10 "/work/main/.stage/main/benchmarks/heldout14/kernels/bmi_class_u8.cl"
            int h_m3 = height_cm_v1.w;
#line 11 "/work/main/.stage/main/benchmarks/heldout14/kernels/bmi_class_u8.cl"
            int h2_m3 = h_m3 * h_m3;
#line 12 "/work/main/.stage/main/benchmarks/heldout14/kernels/bmi_class_u8.cl"
            int c_m3 = (m100_m3 >= 185 * h2_m3 ? 1 : 0) + (m100_m3 >= 250 * h2_m3 ? 1 : 0) + (m100_m3 >= 300 * h2_m3 ? 1 : 0);
            cls_v2.w = (unsigned char)c_m3;
            *(uchar4*)(&cls[i_m3] - 3) = cls_v2;
        }
    }
}
