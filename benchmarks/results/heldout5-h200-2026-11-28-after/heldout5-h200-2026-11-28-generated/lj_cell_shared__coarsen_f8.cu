extern "C" __global__ void lj_cell_shared_cf8x(const float4* pos, float* fx, float* fy, float* fz, int ncell) {
#line 8 "/work/main/.stage/main/benchmarks/heldout5/kernels/lj_cell_shared.cu"
    __shared__ float4 sp[64];
#line 9 "/work/main/.stage/main/benchmarks/heldout5/kernels/lj_cell_shared.cu"
    int t_0 = threadIdx.x * 8u;
#line 9 "/work/main/.stage/main/benchmarks/heldout5/kernels/lj_cell_shared.cu"
    int t_1 = threadIdx.x * 8u + 1u;
#line 9 "/work/main/.stage/main/benchmarks/heldout5/kernels/lj_cell_shared.cu"
    int t_2 = threadIdx.x * 8u + 2u;
#line 9 "/work/main/.stage/main/benchmarks/heldout5/kernels/lj_cell_shared.cu"
    int t_3 = threadIdx.x * 8u + 3u;
#line 9 "/work/main/.stage/main/benchmarks/heldout5/kernels/lj_cell_shared.cu"
    int t_4 = threadIdx.x * 8u + 4u;
#line 9 "/work/main/.stage/main/benchmarks/heldout5/kernels/lj_cell_shared.cu"
    int t_5 = threadIdx.x * 8u + 5u;
#line 9 "/work/main/.stage/main/benchmarks/heldout5/kernels/lj_cell_shared.cu"
    int t_6 = threadIdx.x * 8u + 6u;
#line 9 "/work/main/.stage/main/benchmarks/heldout5/kernels/lj_cell_shared.cu"
    int t_7 = threadIdx.x * 8u + 7u;
#line 10 "/work/main/.stage/main/benchmarks/heldout5/kernels/lj_cell_shared.cu"
    int i_0 = blockIdx.x * 64 + t_0;
#line 10 "/work/main/.stage/main/benchmarks/heldout5/kernels/lj_cell_shared.cu"
    int i_1 = blockIdx.x * 64 + t_1;
#line 10 "/work/main/.stage/main/benchmarks/heldout5/kernels/lj_cell_shared.cu"
    int i_2 = blockIdx.x * 64 + t_2;
#line 10 "/work/main/.stage/main/benchmarks/heldout5/kernels/lj_cell_shared.cu"
    int i_3 = blockIdx.x * 64 + t_3;
#line 10 "/work/main/.stage/main/benchmarks/heldout5/kernels/lj_cell_shared.cu"
    int i_4 = blockIdx.x * 64 + t_4;
#line 10 "/work/main/.stage/main/benchmarks/heldout5/kernels/lj_cell_shared.cu"
    int i_5 = blockIdx.x * 64 + t_5;
#line 10 "/work/main/.stage/main/benchmarks/heldout5/kernels/lj_cell_shared.cu"
    int i_6 = blockIdx.x * 64 + t_6;
#line 10 "/work/main/.stage/main/benchmarks/heldout5/kernels/lj_cell_shared.cu"
    int i_7 = blockIdx.x * 64 + t_7;
#line 11 "/work/main/.stage/main/benchmarks/heldout5/kernels/lj_cell_shared.cu"
    float4 me_0 = pos[i_0];
#line 11 "/work/main/.stage/main/benchmarks/heldout5/kernels/lj_cell_shared.cu"
    float4 me_1 = pos[i_1];
#line 11 "/work/main/.stage/main/benchmarks/heldout5/kernels/lj_cell_shared.cu"
    float4 me_2 = pos[i_2];
#line 11 "/work/main/.stage/main/benchmarks/heldout5/kernels/lj_cell_shared.cu"
    float4 me_3 = pos[i_3];
#line 11 "/work/main/.stage/main/benchmarks/heldout5/kernels/lj_cell_shared.cu"
    float4 me_4 = pos[i_4];
#line 11 "/work/main/.stage/main/benchmarks/heldout5/kernels/lj_cell_shared.cu"
    float4 me_5 = pos[i_5];
#line 11 "/work/main/.stage/main/benchmarks/heldout5/kernels/lj_cell_shared.cu"
    float4 me_6 = pos[i_6];
#line 11 "/work/main/.stage/main/benchmarks/heldout5/kernels/lj_cell_shared.cu"
    float4 me_7 = pos[i_7];
#line 12 "/work/main/.stage/main/benchmarks/heldout5/kernels/lj_cell_shared.cu"
    sp[t_0] = me_0;
#line 12 "/work/main/.stage/main/benchmarks/heldout5/kernels/lj_cell_shared.cu"
    sp[t_1] = me_1;
#line 12 "/work/main/.stage/main/benchmarks/heldout5/kernels/lj_cell_shared.cu"
    sp[t_2] = me_2;
#line 12 "/work/main/.stage/main/benchmarks/heldout5/kernels/lj_cell_shared.cu"
    sp[t_3] = me_3;
#line 12 "/work/main/.stage/main/benchmarks/heldout5/kernels/lj_cell_shared.cu"
    sp[t_4] = me_4;
#line 12 "/work/main/.stage/main/benchmarks/heldout5/kernels/lj_cell_shared.cu"
    sp[t_5] = me_5;
#line 12 "/work/main/.stage/main/benchmarks/heldout5/kernels/lj_cell_shared.cu"
    sp[t_6] = me_6;
#line 12 "/work/main/.stage/main/benchmarks/heldout5/kernels/lj_cell_shared.cu"
    sp[t_7] = me_7;
#line 13 "/work/main/.stage/main/benchmarks/heldout5/kernels/lj_cell_shared.cu"
    __syncthreads();
#line 14 "/work/main/.stage/main/benchmarks/heldout5/kernels/lj_cell_shared.cu"
    float ax_0 = 0.0f;
#line 14 "/work/main/.stage/main/benchmarks/heldout5/kernels/lj_cell_shared.cu"
    float ax_1 = 0.0f;
#line 14 "/work/main/.stage/main/benchmarks/heldout5/kernels/lj_cell_shared.cu"
    float ax_2 = 0.0f;
#line 14 "/work/main/.stage/main/benchmarks/heldout5/kernels/lj_cell_shared.cu"
    float ax_3 = 0.0f;
#line 14 "/work/main/.stage/main/benchmarks/heldout5/kernels/lj_cell_shared.cu"
    float ax_4 = 0.0f;
#line 14 "/work/main/.stage/main/benchmarks/heldout5/kernels/lj_cell_shared.cu"
    float ax_5 = 0.0f;
#line 14 "/work/main/.stage/main/benchmarks/heldout5/kernels/lj_cell_shared.cu"
    float ax_6 = 0.0f;
#line 14 "/work/main/.stage/main/benchmarks/heldout5/kernels/lj_cell_shared.cu"
    float ax_7 = 0.0f;
#line 14 "/work/main/.stage/main/benchmarks/heldout5/kernels/lj_cell_shared.cu"
    float ay_0 = 0.0f;
#line 14 "/work/main/.stage/main/benchmarks/heldout5/kernels/lj_cell_shared.cu"
    float ay_1 = 0.0f;
#line 14 "/work/main/.stage/main/benchmarks/heldout5/kernels/lj_cell_shared.cu"
    float ay_2 = 0.0f;
#line 14 "/work/main/.stage/main/benchmarks/heldout5/kernels/lj_cell_shared.cu"
    float ay_3 = 0.0f;
#line 14 "/work/main/.stage/main/benchmarks/heldout5/kernels/lj_cell_shared.cu"
    float ay_4 = 0.0f;
#line 14 "/work/main/.stage/main/benchmarks/heldout5/kernels/lj_cell_shared.cu"
    float ay_5 = 0.0f;
#line 14 "/work/main/.stage/main/benchmarks/heldout5/kernels/lj_cell_shared.cu"
    float ay_6 = 0.0f;
#line 14 "/work/main/.stage/main/benchmarks/heldout5/kernels/lj_cell_shared.cu"
    float ay_7 = 0.0f;
#line 14 "/work/main/.stage/main/benchmarks/heldout5/kernels/lj_cell_shared.cu"
    float az_0 = 0.0f;
#line 14 "/work/main/.stage/main/benchmarks/heldout5/kernels/lj_cell_shared.cu"
    float az_1 = 0.0f;
#line 14 "/work/main/.stage/main/benchmarks/heldout5/kernels/lj_cell_shared.cu"
    float az_2 = 0.0f;
#line 14 "/work/main/.stage/main/benchmarks/heldout5/kernels/lj_cell_shared.cu"
    float az_3 = 0.0f;
#line 14 "/work/main/.stage/main/benchmarks/heldout5/kernels/lj_cell_shared.cu"
    float az_4 = 0.0f;
#line 14 "/work/main/.stage/main/benchmarks/heldout5/kernels/lj_cell_shared.cu"
    float az_5 = 0.0f;
#line 14 "/work/main/.stage/main/benchmarks/heldout5/kernels/lj_cell_shared.cu"
    float az_6 = 0.0f;
#line 14 "/work/main/.stage/main/benchmarks/heldout5/kernels/lj_cell_shared.cu"
    float az_7 = 0.0f;
#line 15 "/work/main/.stage/main/benchmarks/heldout5/kernels/lj_cell_shared.cu"
    for (int j = 0; j < 64; j++) {
#line 16 "/work/main/.stage/main/benchmarks/heldout5/kernels/lj_cell_shared.cu"
        if (j != t_0) {
#line 17 "/work/main/.stage/main/benchmarks/heldout5/kernels/lj_cell_shared.cu"
            float dx_0 = me_0.x - sp[j].x;
#line 17 "/work/main/.stage/main/benchmarks/heldout5/kernels/lj_cell_shared.cu"
            float dy_0 = me_0.y - sp[j].y;
#line 17 "/work/main/.stage/main/benchmarks/heldout5/kernels/lj_cell_shared.cu"
            float dz_0 = me_0.z - sp[j].z;
#line 18 "/work/main/.stage/main/benchmarks/heldout5/kernels/lj_cell_shared.cu"
            float s_0 = 1.0f / (dx_0 * dx_0 + dy_0 * dy_0 + dz_0 * dz_0);
#line 19 "/work/main/.stage/main/benchmarks/heldout5/kernels/lj_cell_shared.cu"
            float s3_0 = s_0 * s_0 * s_0;
#line 20 "/work/main/.stage/main/benchmarks/heldout5/kernels/lj_cell_shared.cu"
            float f_0 = 24.0f * (2.0f * s3_0 * s3_0 - s3_0) * s_0;
#line 21 "/work/main/.stage/main/benchmarks/heldout5/kernels/lj_cell_shared.cu"
            ax_0 += f_0 * dx_0;
#line 22 "/work/main/.stage/main/benchmarks/heldout5/kernels/lj_cell_shared.cu"
            ay_0 += f_0 * dy_0;
#line 23 "/work/main/.stage/main/benchmarks/heldout5/kernels/lj_cell_shared.cu"
            az_0 += f_0 * dz_0;
        }
#line 16 "/work/main/.stage/main/benchmarks/heldout5/kernels/lj_cell_shared.cu"
        if (j != t_1) {
#line 17 "/work/main/.stage/main/benchmarks/heldout5/kernels/lj_cell_shared.cu"
            float dx_1 = me_1.x - sp[j].x;
#line 17 "/work/main/.stage/main/benchmarks/heldout5/kernels/lj_cell_shared.cu"
            float dy_1 = me_1.y - sp[j].y;
#line 17 "/work/main/.stage/main/benchmarks/heldout5/kernels/lj_cell_shared.cu"
            float dz_1 = me_1.z - sp[j].z;
#line 18 "/work/main/.stage/main/benchmarks/heldout5/kernels/lj_cell_shared.cu"
            float s_1 = 1.0f / (dx_1 * dx_1 + dy_1 * dy_1 + dz_1 * dz_1);
#line 19 "/work/main/.stage/main/benchmarks/heldout5/kernels/lj_cell_shared.cu"
            float s3_1 = s_1 * s_1 * s_1;
#line 20 "/work/main/.stage/main/benchmarks/heldout5/kernels/lj_cell_shared.cu"
            float f_1 = 24.0f * (2.0f * s3_1 * s3_1 - s3_1) * s_1;
#line 21 "/work/main/.stage/main/benchmarks/heldout5/kernels/lj_cell_shared.cu"
            ax_1 += f_1 * dx_1;
#line 22 "/work/main/.stage/main/benchmarks/heldout5/kernels/lj_cell_shared.cu"
            ay_1 += f_1 * dy_1;
#line 23 "/work/main/.stage/main/benchmarks/heldout5/kernels/lj_cell_shared.cu"
            az_1 += f_1 * dz_1;
        }
#line 16 "/work/main/.stage/main/benchmarks/heldout5/kernels/lj_cell_shared.cu"
        if (j != t_2) {
#line 17 "/work/main/.stage/main/benchmarks/heldout5/kernels/lj_cell_shared.cu"
            float dx_2 = me_2.x - sp[j].x;
#line 17 "/work/main/.stage/main/benchmarks/heldout5/kernels/lj_cell_shared.cu"
            float dy_2 = me_2.y - sp[j].y;
#line 17 "/work/main/.stage/main/benchmarks/heldout5/kernels/lj_cell_shared.cu"
            float dz_2 = me_2.z - sp[j].z;
#line 18 "/work/main/.stage/main/benchmarks/heldout5/kernels/lj_cell_shared.cu"
            float s_2 = 1.0f / (dx_2 * dx_2 + dy_2 * dy_2 + dz_2 * dz_2);
#line 19 "/work/main/.stage/main/benchmarks/heldout5/kernels/lj_cell_shared.cu"
            float s3_2 = s_2 * s_2 * s_2;
#line 20 "/work/main/.stage/main/benchmarks/heldout5/kernels/lj_cell_shared.cu"
            float f_2 = 24.0f * (2.0f * s3_2 * s3_2 - s3_2) * s_2;
#line 21 "/work/main/.stage/main/benchmarks/heldout5/kernels/lj_cell_shared.cu"
            ax_2 += f_2 * dx_2;
#line 22 "/work/main/.stage/main/benchmarks/heldout5/kernels/lj_cell_shared.cu"
            ay_2 += f_2 * dy_2;
#line 23 "/work/main/.stage/main/benchmarks/heldout5/kernels/lj_cell_shared.cu"
            az_2 += f_2 * dz_2;
        }
#line 16 "/work/main/.stage/main/benchmarks/heldout5/kernels/lj_cell_shared.cu"
        if (j != t_3) {
#line 17 "/work/main/.stage/main/benchmarks/heldout5/kernels/lj_cell_shared.cu"
            float dx_3 = me_3.x - sp[j].x;
#line 17 "/work/main/.stage/main/benchmarks/heldout5/kernels/lj_cell_shared.cu"
            float dy_3 = me_3.y - sp[j].y;
#line 17 "/work/main/.stage/main/benchmarks/heldout5/kernels/lj_cell_shared.cu"
            float dz_3 = me_3.z - sp[j].z;
#line 18 "/work/main/.stage/main/benchmarks/heldout5/kernels/lj_cell_shared.cu"
            float s_3 = 1.0f / (dx_3 * dx_3 + dy_3 * dy_3 + dz_3 * dz_3);
#line 19 "/work/main/.stage/main/benchmarks/heldout5/kernels/lj_cell_shared.cu"
            float s3_3 = s_3 * s_3 * s_3;
#line 20 "/work/main/.stage/main/benchmarks/heldout5/kernels/lj_cell_shared.cu"
            float f_3 = 24.0f * (2.0f * s3_3 * s3_3 - s3_3) * s_3;
#line 21 "/work/main/.stage/main/benchmarks/heldout5/kernels/lj_cell_shared.cu"
            ax_3 += f_3 * dx_3;
#line 22 "/work/main/.stage/main/benchmarks/heldout5/kernels/lj_cell_shared.cu"
            ay_3 += f_3 * dy_3;
#line 23 "/work/main/.stage/main/benchmarks/heldout5/kernels/lj_cell_shared.cu"
            az_3 += f_3 * dz_3;
        }
#line 16 "/work/main/.stage/main/benchmarks/heldout5/kernels/lj_cell_shared.cu"
        if (j != t_4) {
#line 17 "/work/main/.stage/main/benchmarks/heldout5/kernels/lj_cell_shared.cu"
            float dx_4 = me_4.x - sp[j].x;
#line 17 "/work/main/.stage/main/benchmarks/heldout5/kernels/lj_cell_shared.cu"
            float dy_4 = me_4.y - sp[j].y;
#line 17 "/work/main/.stage/main/benchmarks/heldout5/kernels/lj_cell_shared.cu"
            float dz_4 = me_4.z - sp[j].z;
#line 18 "/work/main/.stage/main/benchmarks/heldout5/kernels/lj_cell_shared.cu"
            float s_4 = 1.0f / (dx_4 * dx_4 + dy_4 * dy_4 + dz_4 * dz_4);
#line 19 "/work/main/.stage/main/benchmarks/heldout5/kernels/lj_cell_shared.cu"
            float s3_4 = s_4 * s_4 * s_4;
#line 20 "/work/main/.stage/main/benchmarks/heldout5/kernels/lj_cell_shared.cu"
            float f_4 = 24.0f * (2.0f * s3_4 * s3_4 - s3_4) * s_4;
#line 21 "/work/main/.stage/main/benchmarks/heldout5/kernels/lj_cell_shared.cu"
            ax_4 += f_4 * dx_4;
#line 22 "/work/main/.stage/main/benchmarks/heldout5/kernels/lj_cell_shared.cu"
            ay_4 += f_4 * dy_4;
#line 23 "/work/main/.stage/main/benchmarks/heldout5/kernels/lj_cell_shared.cu"
            az_4 += f_4 * dz_4;
        }
#line 16 "/work/main/.stage/main/benchmarks/heldout5/kernels/lj_cell_shared.cu"
        if (j != t_5) {
#line 17 "/work/main/.stage/main/benchmarks/heldout5/kernels/lj_cell_shared.cu"
            float dx_5 = me_5.x - sp[j].x;
#line 17 "/work/main/.stage/main/benchmarks/heldout5/kernels/lj_cell_shared.cu"
            float dy_5 = me_5.y - sp[j].y;
#line 17 "/work/main/.stage/main/benchmarks/heldout5/kernels/lj_cell_shared.cu"
            float dz_5 = me_5.z - sp[j].z;
#line 18 "/work/main/.stage/main/benchmarks/heldout5/kernels/lj_cell_shared.cu"
            float s_5 = 1.0f / (dx_5 * dx_5 + dy_5 * dy_5 + dz_5 * dz_5);
#line 19 "/work/main/.stage/main/benchmarks/heldout5/kernels/lj_cell_shared.cu"
            float s3_5 = s_5 * s_5 * s_5;
#line 20 "/work/main/.stage/main/benchmarks/heldout5/kernels/lj_cell_shared.cu"
            float f_5 = 24.0f * (2.0f * s3_5 * s3_5 - s3_5) * s_5;
#line 21 "/work/main/.stage/main/benchmarks/heldout5/kernels/lj_cell_shared.cu"
            ax_5 += f_5 * dx_5;
#line 22 "/work/main/.stage/main/benchmarks/heldout5/kernels/lj_cell_shared.cu"
            ay_5 += f_5 * dy_5;
#line 23 "/work/main/.stage/main/benchmarks/heldout5/kernels/lj_cell_shared.cu"
            az_5 += f_5 * dz_5;
        }
#line 16 "/work/main/.stage/main/benchmarks/heldout5/kernels/lj_cell_shared.cu"
        if (j != t_6) {
#line 17 "/work/main/.stage/main/benchmarks/heldout5/kernels/lj_cell_shared.cu"
            float dx_6 = me_6.x - sp[j].x;
#line 17 "/work/main/.stage/main/benchmarks/heldout5/kernels/lj_cell_shared.cu"
            float dy_6 = me_6.y - sp[j].y;
#line 17 "/work/main/.stage/main/benchmarks/heldout5/kernels/lj_cell_shared.cu"
            float dz_6 = me_6.z - sp[j].z;
#line 18 "/work/main/.stage/main/benchmarks/heldout5/kernels/lj_cell_shared.cu"
            float s_6 = 1.0f / (dx_6 * dx_6 + dy_6 * dy_6 + dz_6 * dz_6);
#line 19 "/work/main/.stage/main/benchmarks/heldout5/kernels/lj_cell_shared.cu"
            float s3_6 = s_6 * s_6 * s_6;
#line 20 "/work/main/.stage/main/benchmarks/heldout5/kernels/lj_cell_shared.cu"
            float f_6 = 24.0f * (2.0f * s3_6 * s3_6 - s3_6) * s_6;
#line 21 "/work/main/.stage/main/benchmarks/heldout5/kernels/lj_cell_shared.cu"
            ax_6 += f_6 * dx_6;
#line 22 "/work/main/.stage/main/benchmarks/heldout5/kernels/lj_cell_shared.cu"
            ay_6 += f_6 * dy_6;
#line 23 "/work/main/.stage/main/benchmarks/heldout5/kernels/lj_cell_shared.cu"
            az_6 += f_6 * dz_6;
        }
#line 16 "/work/main/.stage/main/benchmarks/heldout5/kernels/lj_cell_shared.cu"
        if (j != t_7) {
#line 17 "/work/main/.stage/main/benchmarks/heldout5/kernels/lj_cell_shared.cu"
            float dx_7 = me_7.x - sp[j].x;
#line 17 "/work/main/.stage/main/benchmarks/heldout5/kernels/lj_cell_shared.cu"
            float dy_7 = me_7.y - sp[j].y;
#line 17 "/work/main/.stage/main/benchmarks/heldout5/kernels/lj_cell_shared.cu"
            float dz_7 = me_7.z - sp[j].z;
#line 18 "/work/main/.stage/main/benchmarks/heldout5/kernels/lj_cell_shared.cu"
            float s_7 = 1.0f / (dx_7 * dx_7 + dy_7 * dy_7 + dz_7 * dz_7);
#line 19 "/work/main/.stage/main/benchmarks/heldout5/kernels/lj_cell_shared.cu"
            float s3_7 = s_7 * s_7 * s_7;
#line 20 "/work/main/.stage/main/benchmarks/heldout5/kernels/lj_cell_shared.cu"
            float f_7 = 24.0f * (2.0f * s3_7 * s3_7 - s3_7) * s_7;
#line 21 "/work/main/.stage/main/benchmarks/heldout5/kernels/lj_cell_shared.cu"
            ax_7 += f_7 * dx_7;
#line 22 "/work/main/.stage/main/benchmarks/heldout5/kernels/lj_cell_shared.cu"
            ay_7 += f_7 * dy_7;
#line 23 "/work/main/.stage/main/benchmarks/heldout5/kernels/lj_cell_shared.cu"
            az_7 += f_7 * dz_7;
        }
    }
#line 26 "/work/main/.stage/main/benchmarks/heldout5/kernels/lj_cell_shared.cu"
    fx[i_0] = ax_0;
#line 26 "/work/main/.stage/main/benchmarks/heldout5/kernels/lj_cell_shared.cu"
    fx[i_1] = ax_1;
#line 26 "/work/main/.stage/main/benchmarks/heldout5/kernels/lj_cell_shared.cu"
    fx[i_2] = ax_2;
#line 26 "/work/main/.stage/main/benchmarks/heldout5/kernels/lj_cell_shared.cu"
    fx[i_3] = ax_3;
#line 26 "/work/main/.stage/main/benchmarks/heldout5/kernels/lj_cell_shared.cu"
    fx[i_4] = ax_4;
#line 26 "/work/main/.stage/main/benchmarks/heldout5/kernels/lj_cell_shared.cu"
    fx[i_5] = ax_5;
#line 26 "/work/main/.stage/main/benchmarks/heldout5/kernels/lj_cell_shared.cu"
    fx[i_6] = ax_6;
#line 26 "/work/main/.stage/main/benchmarks/heldout5/kernels/lj_cell_shared.cu"
    fx[i_7] = ax_7;
#line 27 "/work/main/.stage/main/benchmarks/heldout5/kernels/lj_cell_shared.cu"
    fy[i_0] = ay_0;
#line 27 "/work/main/.stage/main/benchmarks/heldout5/kernels/lj_cell_shared.cu"
    fy[i_1] = ay_1;
#line 27 "/work/main/.stage/main/benchmarks/heldout5/kernels/lj_cell_shared.cu"
    fy[i_2] = ay_2;
#line 27 "/work/main/.stage/main/benchmarks/heldout5/kernels/lj_cell_shared.cu"
    fy[i_3] = ay_3;
#line 27 "/work/main/.stage/main/benchmarks/heldout5/kernels/lj_cell_shared.cu"
    fy[i_4] = ay_4;
#line 27 "/work/main/.stage/main/benchmarks/heldout5/kernels/lj_cell_shared.cu"
    fy[i_5] = ay_5;
#line 27 "/work/main/.stage/main/benchmarks/heldout5/kernels/lj_cell_shared.cu"
    fy[i_6] = ay_6;
#line 27 "/work/main/.stage/main/benchmarks/heldout5/kernels/lj_cell_shared.cu"
    fy[i_7] = ay_7;
#line 28 "/work/main/.stage/main/benchmarks/heldout5/kernels/lj_cell_shared.cu"
    fz[i_0] = az_0;
#line 28 "/work/main/.stage/main/benchmarks/heldout5/kernels/lj_cell_shared.cu"
    fz[i_1] = az_1;
#line 28 "/work/main/.stage/main/benchmarks/heldout5/kernels/lj_cell_shared.cu"
    fz[i_2] = az_2;
#line 28 "/work/main/.stage/main/benchmarks/heldout5/kernels/lj_cell_shared.cu"
    fz[i_3] = az_3;
#line 28 "/work/main/.stage/main/benchmarks/heldout5/kernels/lj_cell_shared.cu"
    fz[i_4] = az_4;
#line 28 "/work/main/.stage/main/benchmarks/heldout5/kernels/lj_cell_shared.cu"
    fz[i_5] = az_5;
#line 28 "/work/main/.stage/main/benchmarks/heldout5/kernels/lj_cell_shared.cu"
    fz[i_6] = az_6;
#line 28 "/work/main/.stage/main/benchmarks/heldout5/kernels/lj_cell_shared.cu"
    fz[i_7] = az_7;
}
