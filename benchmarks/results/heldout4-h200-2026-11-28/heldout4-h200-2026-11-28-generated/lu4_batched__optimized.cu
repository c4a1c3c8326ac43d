extern "C" __global__ void lu4_batched_opt(const float* A, float* LU, int nb) {
#line 6 "/work/main/.stage/main/benchmarks/heldout4/kernels/lu4_batched.cu"
    int b = blockIdx.x * blockDim.x + threadIdx.x;
#line 7 "/work/main/.stage/main/benchmarks/heldout4/kernels/lu4_batched.cu"
    if (b < nb) {
#line 8 "/work/main/.stage/main/benchmarks/heldout4/kernels/lu4_batched.cu"
        float a[16];
        {
#line 9 "/work/main/.stage/main/benchmarks/heldout4/kernels/lu4_batched.cu"
            for (int e = 0; e < 16 - 15; e += 16) {
                float4 A_v0_0;
                float4 A_v0_1;
                float4 A_v0_2;
                float4 A_v0_3;
                {
                    A_v0_0 = *(const float4*)&A[16 * b + e];
                    A_v0_1 = *(const float4*)(&A[16 * b + e] + 4);
                    A_v0_2 = *(const float4*)(&A[16 * b + e] + 8);
                    A_v0_3 = *(const float4*)(&A[16 * b + e] + 12);
#line 10 "/work/main/.stage/main/benchmarks/heldout4/kernels/lu4_batched.cu"
                    a[e] = A_v0_0.x;
                }
                {
#line 10 "/work/main/.stage/main/benchmarks/heldout4/kernels/lu4_batched.cu"
                    a[e + 1] = A_v0_0.y;
                }
                {
#line 10 "/work/main/.stage/main/benchmarks/heldout4/kernels/lu4_batched.cu"
                    a[e + 2] = A_v0_0.z;
                }
                {
#line 10 "/work/main/.stage/main/benchmarks/heldout4/kernels/lu4_batched.cu"
                    a[e + 3] = A_v0_0.w;
                }
                {
#line 10 "/work/main/.stage/main/benchmarks/heldout4/kernels/lu4_batched.cu"
                    a[e + 4] = A_v0_1.x;
                }
                {
#line 10 "/work/main/.stage/main/benchmarks/heldout4/kernels/lu4_batched.cu"
                    a[e + 5] = A_v0_1.y;
                }
                {
#line 10 "/work/main/.stage/main/benchmarks/heldout4/kernels/lu4_batched.cu"
                    a[e + 6] = A_v0_1.z;
                }
                {
#line 10 "/work/main/.stage/main/benchmarks/heldout4/kernels/lu4_batched.cu"
                    a[e + 7] = A_v0_1.w;
                }
                {
#line 10 "/work/main/.stage/main/benchmarks/heldout4/kernels/lu4_batched.cu"
                    a[e + 8] = A_v0_2.x;
                }
                {
#line 10 "/work/main/.stage/main/benchmarks/heldout4/kernels/lu4_batched.cu"
                    a[e + 9] = A_v0_2.y;
                }
                {
#line 10 "/work/main/.stage/main/benchmarks/heldout4/kernels/lu4_batched.cu"
                    a[e + 10] = A_v0_2.z;
                }
                {
#line 10 "/work/main/.stage/main/benchmarks/heldout4/kernels/lu4_batched.cu"
                    a[e + 11] = A_v0_2.w;
                }
                {
#line 10 "/work/main/.stage/main/benchmarks/heldout4/kernels/lu4_batched.cu"
                    a[e + 12] = A_v0_3.x;
                }
                {
#line 10 "/work/main/.stage/main/benchmarks/heldout4/kernels/lu4_batched.cu"
                    a[e + 13] = A_v0_3.y;
                }
                {
#line 10 "/work/main/.stage/main/benchmarks/heldout4/kernels/lu4_batched.cu"
                    a[e + 14] = A_v0_3.z;
                }
                {
#line 10 "/work/main/.stage/main/benchmarks/heldout4/kernels/lu4_batched.cu"
                    a[e + 15] = A_v0_3.w;
                }
            }
#line 9 "/work/main/.stage/main/benchmarks/heldout4/kernels/lu4_batched.cu"
            for (int e_r = 0 + (16 - 0) / 16 * 16; e_r < 16; e_r++) {
#line 10 "/work/main/.stage/main/benchmarks/heldout4/kernels/lu4_batched.cu"
                a[e_r] = A[16 * b + e_r];
            }
        }
#line 11 "/work/main/.stage/main/benchmarks/heldout4/kernels/lu4_batched.cu"
        for (int k = 0; k < 4; k++) {
#line 12 "/work/main/.stage/main/benchmarks/heldout4/kernels/lu4_batched.cu"
            float inv = 1.0f / a[5 * k];
#line 13 "/work/main/.stage/main/benchmarks/heldout4/kernels/lu4_batched.cu"
            for (int i = k + 1; i < 4; i++) {
#line 14 "/work/main/.stage/main/benchmarks/heldout4/kernels/lu4_batched.cu"
                float l = a[4 * i + k] * inv;
#line 15 "/work/main/.stage/main/benchmarks/heldout4/kernels/lu4_batched.cu"
                a[4 * i + k] = l;
#line 16 "/work/main/.stage/main/benchmarks/heldout4/kernels/lu4_batched.cu"
                for (int j = k + 1; j < 4; j++)
#line 17 "/work/main/.stage/main/benchmarks/heldout4/kernels/lu4_batched.cu"
                    a[4 * i + j] -= l * a[4 * k + j];
            }
        }
        {
#line 20 "/work/main/.stage/main/benchmarks/heldout4/kernels/lu4_batched.cu"
            for (int e_1 = 0; e_1 < 16 - 15; e_1 += 16) {
                float4 LU_v0_0;
                float4 LU_v0_1;
                float4 LU_v0_2;
                float4 LU_v0_3;
                {
                    LU_v0_0.x = a[e_1];
                }
                {
                    LU_v0_0.y = a[e_1 + 1];
                }
                {
                    LU_v0_0.z = a[e_1 + 2];
                }
                {
                    LU_v0_0.w = a[e_1 + 3];
                    *(float4*)(&LU[16 * b + (e_1 + 3)] - 3) = LU_v0_0;
                }
                {
                    LU_v0_1.x = a[e_1 + 4];
                }
                {
                    LU_v0_1.y = a[e_1 + 5];
                }
                {
                    LU_v0_1.z = a[e_1 + 6];
                }
                {
                    LU_v0_1.w = a[e_1 + 7];
                    *(float4*)(&LU[16 * b + (e_1 + 7)] - 3) = LU_v0_1;
                }
                {
                    LU_v0_2.x = a[e_1 + 8];
                }
                {
                    LU_v0_2.y = a[e_1 + 9];
                }
                {
                    LU_v0_2.z = a[e_1 + 10];
                }
                {
                    LU_v0_2.w = a[e_1 + 11];
                    *(float4*)(&LU[16 * b + (e_1 + 11)] - 3) = LU_v0_2;
                }
                {
                    LU_v0_3.x = a[e_1 + 12];
                }
                {
                    LU_v0_3.y = a[e_1 + 13];
                }
                {
                    LU_v0_3.z = a[e_1 + 14];
                }
                {
                    LU_v0_3.w = a[e_1 + 15];
                    *(float4*)(&LU[16 * b + (e_1 + 15)] - 3) = LU_v0_3;
                }
            }
#line 20 "/work/main/.stage/main/benchmarks/heldout4/kernels/lu4_batched.cu"
            for (int e_1_r = 0 + (16 - 0) / 16 * 16; e_1_r < 16; e_1_r++) {
#line 21 "/work/main/.stage/main/benchmarks/heldout4/kernels/lu4_batched.cu"
                LU[16 * b + e_1_r] = a[e_1_r];
            }
        }
    }
}
