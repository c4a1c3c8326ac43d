extern "C" __global__ void heat_index_rothfusz_cf4x(const float* temp_f, const float* rh, float* hi, int n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout13/kernels/heat_index_rothfusz.cu"
    int i_0 = blockIdx.x * (blockDim.x * 4u) + threadIdx.x * 4u;
#line 6 "/work/main/.stage/main/benchmarks/heldout13/kernels/heat_index_rothfusz.cu"
    int i_1 = blockIdx.x * (blockDim.x * 4u) + (threadIdx.x * 4u + 1u);
#line 6 "/work/main/.stage/main/benchmarks/heldout13/kernels/heat_index_rothfusz.cu"
    int i_2 = blockIdx.x * (blockDim.x * 4u) + (threadIdx.x * 4u + 2u);
#line 6 "/work/main/.stage/main/benchmarks/heldout13/kernels/heat_index_rothfusz.cu"
    int i_3 = blockIdx.x * (blockDim.x * 4u) + (threadIdx.x * 4u + 3u);
#line 7 "/work/main/.stage/main/benchmarks/heldout13/kernels/heat_index_rothfusz.cu"
    if (i_0 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout13/kernels/heat_index_rothfusz.cu"
        float t_0 = temp_f[i_0];
#line 8 "/work/main/.stage/main/benchmarks/heldout13/kernels/heat_index_rothfusz.cu"
        float r_0 = rh[i_0];
#line 9 "/work/main/.stage/main/benchmarks/heldout13/kernels/heat_index_rothfusz.cu"
        hi[i_0] = -42.379f + 2.0490153f * t_0 + 10.143332f * r_0 - 0.2247554f * t_0 * r_0 - 0.00683783f * t_0 * t_0 - 0.05481717f * r_0 * r_0 + 0.00122874f * t_0 * t_0 * r_0 + 0.00085282f * t_0 * r_0 * r_0 - 1.99e-6f * t_0 * t_0 * r_0 * r_0;
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout13/kernels/heat_index_rothfusz.cu"
    if (i_1 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout13/kernels/heat_index_rothfusz.cu"
        float t_1 = temp_f[i_1];
#line 8 "/work/main/.stage/main/benchmarks/heldout13/kernels/heat_index_rothfusz.cu"
        float r_1 = rh[i_1];
#line 9 "/work/main/.stage/main/benchmarks/heldout13/kernels/heat_index_rothfusz.cu"
        hi[i_1] = -42.379f + 2.0490153f * t_1 + 10.143332f * r_1 - 0.2247554f * t_1 * r_1 - 0.00683783f * t_1 * t_1 - 0.05481717f * r_1 * r_1 + 0.00122874f * t_1 * t_1 * r_1 + 0.00085282f * t_1 * r_1 * r_1 - 1.99e-6f * t_1 * t_1 * r_1 * r_1;
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout13/kernels/heat_index_rothfusz.cu"
    if (i_2 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout13/kernels/heat_index_rothfusz.cu"
        float t_2 = temp_f[i_2];
#line 8 "/work/main/.stage/main/benchmarks/heldout13/kernels/heat_index_rothfusz.cu"
        float r_2 = rh[i_2];
#line 9 "/work/main/.stage/main/benchmarks/heldout13/kernels/heat_index_rothfusz.cu"
        hi[i_2] = -42.379f + 2.0490153f * t_2 + 10.143332f * r_2 - 0.2247554f * t_2 * r_2 - 0.00683783f * t_2 * t_2 - 0.05481717f * r_2 * r_2 + 0.00122874f * t_2 * t_2 * r_2 + 0.00085282f * t_2 * r_2 * r_2 - 1.99e-6f * t_2 * t_2 * r_2 * r_2;
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout13/kernels/heat_index_rothfusz.cu"
    if (i_3 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout13/kernels/heat_index_rothfusz.cu"
        float t_3 = temp_f[i_3];
#line 8 "/work/main/.stage/main/benchmarks/heldout13/kernels/heat_index_rothfusz.cu"
        float r_3 = rh[i_3];
#line 9 "/work/main/.stage/main/benchmarks/heldout13/kernels/heat_index_rothfusz.cu"
        hi[i_3] = -42.379f + 2.0490153f * t_3 + 10.143332f * r_3 - 0.2247554f * t_3 * r_3 - 0.00683783f * t_3 * t_3 - 0.05481717f * r_3 * r_3 + 0.00122874f * t_3 * t_3 * r_3 + 0.00085282f * t_3 * r_3 * r_3 - 1.99e-6f * t_3 * t_3 * r_3 * r_3;
    }
}
