extern "C" __global__ void lj_cell_shared_cf4x(const float4* pos, float* fx, float* fy, float* fz, int ncell) {
#line 8 "/work/main/.stage/main/benchmarks/heldout5/kernels/lj_cell_shared.cl"
    __shared__ float4 sp[64];
#line 9 "/work/main/.stage/main/benchmarks/heldout5/kernels/lj_cell_shared.cl"
    int t_0 = (unsigned long long)threadIdx.x * 4ull;
#line 9 "/work/main/.stage/main/benchmarks/heldout5/kernels/lj_cell_shared.cl"
    int t_1 = (unsigned long long)threadIdx.x * 4ull + 1ull;
#line 9 "/work/main/.stage/main/benchmarks/heldout5/kernels/lj_cell_shared.cl"
    int t_2 = (unsigned long long)threadIdx.x * 4ull + 2ull;
#line 9 "/work/main/.stage/main/benchmarks/heldout5/kernels/lj_cell_shared.cl"
    int t_3 = (unsigned long long)threadIdx.x * 4ull + 3ull;
#line 10 "/work/main/.stage/main/benchmarks/heldout5/kernels/lj_cell_shared.cl"
    int i_0 = (unsigned long long)blockIdx.x * 64 + t_0;
#line 10 "/work/main/.stage/main/benchmarks/heldout5/kernels/lj_cell_shared.cl"
    int i_1 = (unsigned long long)blockIdx.x * 64 + t_1;
#line 10 "/work/main/.stage/main/benchmarks/heldout5/kernels/lj_cell_shared.cl"
    int i_2 = (unsigned long long)blockIdx.x * 64 + t_2;
#line 10 "/work/main/.stage/main/benchmarks/heldout5/kernels/lj_cell_shared.cl"
    int i_3 = (unsigned long long)blockIdx.x * 64 + t_3;
#line 11 "/work/main/.stage/main/benchmarks/heldout5/kernels/lj_cell_shared.cl"
    float4 me_0 = pos[i_0];
#line 11 "/work/main/.stage/main/benchmarks/heldout5/kernels/lj_cell_shared.cl"
    float4 me_1 = pos[i_1];
#line 11 "/work/main/.stage/main/benchmarks/heldout5/kernels/lj_cell_shared.cl"
    float4 me_2 = pos[i_2];
#line 11 "/work/main/.stage/main/benchmarks/heldout5/kernels/lj_cell_shared.cl"
    float4 me_3 = pos[i_3];
#line 12 "/work/main/.stage/main/benchmarks/heldout5/kernels/lj_cell_shared.cl"
    sp[t_0] = me_0;
#line 12 "/work/main/.stage/main/benchmarks/heldout5/kernels/lj_cell_shared.cl"
    sp[t_1] = me_1;
#line 12 "/work/main/.stage/main/benchmarks/heldout5/kernels/lj_cell_shared.cl"
    sp[t_2] = me_2;
#line 12 "/work/main/.stage/main/benchmarks/heldout5/kernels/lj_cell_shared.cl"
    sp[t_3] = me_3;
#line 13 "/work/main/.stage/main/benchmarks/heldout5/kernels/lj_cell_shared.cl"
    __syncthreads();
#line 14 "/work/main/.stage/main/benchmarks/heldout5/kernels/lj_cell_shared.cl"
    float ax_0 = 0.0f;
#line 14 "/work/main/.stage/main/benchmarks/heldout5/kernels/lj_cell_shared.cl"
    float ax_1 = 0.0f;
#line 14 "/work/main/.stage/main/benchmarks/heldout5/kernels/lj_cell_shared.cl"
    float ax_2 = 0.0f;
#line 14 "/work/main/.stage/main/benchmarks/heldout5/kernels/lj_cell_shared.cl"
    float ax_3 = 0.0f;
#line 14 "/work/main/.stage/main/benchmarks/heldout5/kernels/lj_cell_shared.cl"
    float ay_0 = 0.0f;
#line 14 "/work/main/.stage/main/benchmarks/heldout5/kernels/lj_cell_shared.cl"
    float ay_1 = 0.0f;
#line 14 "/work/main/.stage/main/benchmarks/heldout5/kernels/lj_cell_shared.cl"
    float ay_2 = 0.0f;
#line 14 "/work/main/.stage/main/benchmarks/heldout5/kernels/lj_cell_shared.cl"
    float ay_3 = 0.0f;
#line 14 "/work/main/.stage/main/benchmarks/heldout5/kernels/lj_cell_shared.cl"
    float az_0 = 0.0f;
#line 14 "/work/main/.stage/main/benchmarks/heldout5/kernels/lj_cell_shared.cl"
    float az_1 = 0.0f;
#line 14 "/work/main/.stage/main/benchmarks/heldout5/kernels/lj_cell_shared.cl"
    float az_2 = 0.0f;
#line 14 "/work/main/.stage/main/benchmarks/heldout5/kernels/lj_cell_shared.cl"
    float az_3 = 0.0f;
#line 15 "/work/main/.stage/main/benchmarks/heldout5/kernels/lj_cell_shared.cl"
    for (int j = 0; j < 64; j++) {
#line 16 "/work/main/.stage/main/benchmarks/heldout5/kernels/lj_cell_shared.cl"
        if (j != t_0) {
#line 17 "/work/main/.stage/main/benchmarks/heldout5/kernels/lj_cell_shared.cl"
            float dx_0 = me_0.x - sp[j].x;
#line 17 "/work/main/.stage/main/benchmarks/heldout5/kernels/lj_cell_shared.cl"
            float dy_0 = me_0.y - sp[j].y;
#line 17 "/work/main/.stage/main/benchmarks/heldout5/kernels/lj_cell_shared.cl"
            float dz_0 = me_0.z - sp[j].z;
#line 18 "/work/main/.stage/main/benchmarks/heldout5/kernels/lj_cell_shared.cl"
            float s_0 = 1.0f / (dx_0 * dx_0 + dy_0 * dy_0 + dz_0 * dz_0);
#line 19 "/work/main/.stage/main/benchmarks/heldout5/kernels/lj_cell_shared.cl"
            float s3_0 = s_0 * s_0 * s_0;
#line 20 "/work/main/.stage/main/benchmarks/heldout5/kernels/lj_cell_shared.cl"
            float f_0 = 24.0f * (2.0f * s3_0 * s3_0 - s3_0) * s_0;
#line 21 "/work/main/.stage/main/benchmarks/heldout5/kernels/lj_cell_shared.cl"
            ax_0 += f_0 * dx_0;
#line 22 "/work/main/.stage/main/benchmarks/heldout5/kernels/lj_cell_shared.cl"
            ay_0 += f_0 * dy_0;
#line 23 "/work/main/.stage/main/benchmarks/heldout5/kernels/lj_cell_shared.cl"
            az_0 += f_0 * dz_0;
        }
#line 16 "/work/main/.stage/main/benchmarks/heldout5/kernels/lj_cell_shared.cl"
        if (j != t_1) {
#line 17 "/work/main/.stage/main/benchmarks/heldout5/kernels/lj_cell_shared.cl"
            float dx_1 = me_1.x - sp[j].x;
#line 17 "/work/main/.stage/main/benchmarks/heldout5/kernels/lj_cell_shared.cl"
            float dy_1 = me_1.y - sp[j].y;
#line 17 "/work/main/.stage/main/benchmarks/heldout5/kernels/lj_cell_shared.cl"
            float dz_1 = me_1.z - sp[j].z;
#line 18 "/work/main/.stage/main/benchmarks/heldout5/kernels/lj_cell_shared.cl"
            float s_1 = 1.0f / (dx_1 * dx_1 + dy_1 * dy_1 + dz_1 * dz_1);
#line 19 "/work/main/.stage/main/benchmarks/heldout5/kernels/lj_cell_shared.cl"
            float s3_1 = s_1 * s_1 * s_1;
#line 20 "/work/main/.stage/main/benchmarks/heldout5/kernels/lj_cell_shared.cl"
            float f_1 = 24.0f * (2.0f * s3_1 * s3_1 - s3_1) * s_1;
#line 21 "/work/main/.stage/main/benchmarks/heldout5/kernels/lj_cell_shared.cl"
            ax_1 += f_1 * dx_1;
#line 22 "/work/main/.stage/main/benchmarks/heldout5/kernels/lj_cell_shared.cl"
            ay_1 += f_1 * dy_1;
#line 23 "/work/main/.stage/main/benchmarks/heldout5/kernels/lj_cell_shared.cl"
            az_1 += f_1 * dz_1;
        }
#line 16 "/work/main/.stage/main/benchmarks/heldout5/kernels/lj_cell_shared.cl"
        if (j != t_2) {
#line 17 "/work/main/.stage/main/benchmarks/heldout5/kernels/lj_cell_shared.cl"
            float dx_2 = me_2.x - sp[j].x;
#line 17 "/work/main/.stage/main/benchmarks/heldout5/kernels/lj_cell_shared.cl"
            float dy_2 = me_2.y - sp[j].y;
#line 17 "/work/main/.stage/main/benchmarks/heldout5/kernels/lj_cell_shared.cl"
            float dz_2 = me_2.z - sp[j].z;
#line 18 "/work/main/.stage/main/benchmarks/heldout5/kernels/lj_cell_shared.cl"
            float s_2 = 1.0f / (dx_2 * dx_2 + dy_2 * dy_2 + dz_2 * dz_2);
#line 19 "/work/main/.stage/main/benchmarks/heldout5/kernels/lj_cell_shared.cl"
            float s3_2 = s_2 * s_2 * s_2;
#line 20 "/work/main/.stage/main/benchmarks/heldout5/kernels/lj_cell_shared.cl"
            float f_2 = 24.0f * (2.0f * s3_2 * s3_2 - s3_2) * s_2;
#line 21 "/work/main/.stage/main/benchmarks/heldout5/kernels/lj_cell_shared.cl"
            ax_2 += f_2 * dx_2;
#line 22 "/work/main/.stage/main/benchmarks/heldout5/kernels/lj_cell_shared.cl"
            ay_2 += f_2 * dy_2;
#line 23 "/work/main/.stage/main/benchmarks/heldout5/kernels/lj_cell_shared.cl"
            az_2 += f_2 * dz_2;
        }
#line 16 "/work/main/.stage/main/benchmarks/heldout5/kernels/lj_cell_shared.cl"
        if (j != t_3) {
#line 17 "/work/main/.stage/main/benchmarks/heldout5/kernels/lj_cell_shared.cl"
            float dx_3 = me_3.x - sp[j].x;
#line 17 "/work/main/.stage/main/benchmarks/heldout5/kernels/lj_cell_shared.cl"
            float dy_3 = me_3.y - sp[j].y;
#line 17 "/work/main/.stage/main/benchmarks/heldout5/kernels/lj_cell_shared.cl"
            float dz_3 = me_3.z - sp[j].z;
#line 18 "/work/main/.stage/main/benchmarks/heldout5/kernels/lj_cell_shared.cl"
            float s_3 = 1.0f / (dx_3 * dx_3 + dy_3 * dy_3 + dz_3 * dz_3);
#line 19 "/work/main/.stage/main/benchmarks/heldout5/kernels/lj_cell_shared.cl"
            float s3_3 = s_3 * s_3 * s_3;
#line 20 "/work/main/.stage/main/benchmarks/heldout5/kernels/lj_cell_shared.cl"
            float f_3 = 24.0f * (2.0f * s3_3 * s3_3 - s3_3) * s_3;
#line 21 "/work/main/.stage/main/benchmarks/heldout5/kernels/lj_cell_shared.cl"
            ax_3 += f_3 * dx_3;
#line 22 "/work/main/.stage/main/benchmarks/heldout5/kernels/lj_cell_shared.cl"
            ay_3 += f_3 * dy_3;
#line 23 "/work/main/.stage/main/benchmarks/heldout5/kernels/lj_cell_shared.cl"
            az_3 += f_3 * dz_3;
        }
    }
#line 26 "/work/main/.stage/main/benchmarks/heldout5/kernels/lj_cell_shared.cl"
    fx[i_0] = ax_0;
#line 26 "/work/main/.stage/main/benchmarks/heldout5/kernels/lj_cell_shared.cl"
    fx[i_1] = ax_1;
#line 26 "/work/main/.stage/main/benchmarks/heldout5/kernels/lj_cell_shared.cl"
    fx[i_2] = ax_2;
#line 26 "/work/main/.stage/main/benchmarks/heldout5/kernels/lj_cell_shared.cl"
    fx[i_3] = ax_3;
#line 27 "/work/main/.stage/main/benchmarks/heldout5/kernels/lj_cell_shared.cl"
    fy[i_0] = ay_0;
#line 27 "/work/main/.stage/main/benchmarks/heldout5/kernels/lj_cell_shared.cl"
    fy[i_1] = ay_1;
#line 27 "/work/main/.stage/main/benchmarks/heldout5/kernels/lj_cell_shared.cl"
    fy[i_2] = ay_2;
#line 27 "/work/main/.stage/main/benchmarks/heldout5/kernels/lj_cell_shared.cl"
    fy[i_3] = ay_3;
#line 28 "/work/main/.stage/main/benchmarks/heldout5/kernels/lj_cell_shared.cl"
    fz[i_0] = az_0;
#line 28 "/work/main/.stage/main/benchmarks/heldout5/kernels/lj_cell_shared.cl"
    fz[i_1] = az_1;
#line 28 "/work/main/.stage/main/benchmarks/heldout5/kernels/lj_cell_shared.cl"
    fz[i_2] = az_2;
#line 28 "/work/main/.stage/main/benchmarks/heldout5/kernels/lj_cell_shared.cl"
    fz[i_3] = az_3;
}
