extern "C" __global__ void coo_sym_scale_cf16x_st32(const int* row, const int* col, const float* val, const float* dinv, float* out, int nnz) {
#line 7 "/work/main/.stage/main/benchmarks/heldout5/kernels/coo_sym_scale.cu"
    int e_0;
#line 7 "/work/main/.stage/main/benchmarks/heldout5/kernels/coo_sym_scale.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u < 256u)
#line 7 "/work/main/.stage/main/benchmarks/heldout5/kernels/coo_sym_scale.cu"
        e_0 = blockIdx.x * 256u + (threadIdx.x / 32u * 512u + threadIdx.x % 32u);
#line 7 "/work/main/.stage/main/benchmarks/heldout5/kernels/coo_sym_scale.cu"
    int e_1;
#line 7 "/work/main/.stage/main/benchmarks/heldout5/kernels/coo_sym_scale.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 32u < 256u)
#line 7 "/work/main/.stage/main/benchmarks/heldout5/kernels/coo_sym_scale.cu"
        e_1 = blockIdx.x * 256u + (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 32u);
#line 7 "/work/main/.stage/main/benchmarks/heldout5/kernels/coo_sym_scale.cu"
    int e_2;
#line 7 "/work/main/.stage/main/benchmarks/heldout5/kernels/coo_sym_scale.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 64u < 256u)
#line 7 "/work/main/.stage/main/benchmarks/heldout5/kernels/coo_sym_scale.cu"
        e_2 = blockIdx.x * 256u + (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 64u);
#line 7 "/work/main/.stage/main/benchmarks/heldout5/kernels/coo_sym_scale.cu"
    int e_3;
#line 7 "/work/main/.stage/main/benchmarks/heldout5/kernels/coo_sym_scale.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 96u < 256u)
#line 7 "/work/main/.stage/main/benchmarks/heldout5/kernels/coo_sym_scale.cu"
        e_3 = blockIdx.x * 256u + (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 96u);
#line 7 "/work/main/.stage/main/benchmarks/heldout5/kernels/coo_sym_scale.cu"
    int e_4;
#line 7 "/work/main/.stage/main/benchmarks/heldout5/kernels/coo_sym_scale.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 128u < 256u)
#line 7 "/work/main/.stage/main/benchmarks/heldout5/kernels/coo_sym_scale.cu"
        e_4 = blockIdx.x * 256u + (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 128u);
#line 7 "/work/main/.stage/main/benchmarks/heldout5/kernels/coo_sym_scale.cu"
    int e_5;
#line 7 "/work/main/.stage/main/benchmarks/heldout5/kernels/coo_sym_scale.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 160u < 256u)
#line 7 "/work/main/.stage/main/benchmarks/heldout5/kernels/coo_sym_scale.cu"
        e_5 = blockIdx.x * 256u + (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 160u);
#line 7 "/work/main/.stage/main/benchmarks/heldout5/kernels/coo_sym_scale.cu"
    int e_6;
#line 7 "/work/main/.stage/main/benchmarks/heldout5/kernels/coo_sym_scale.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 192u < 256u)
#line 7 "/work/main/.stage/main/benchmarks/heldout5/kernels/coo_sym_scale.cu"
        e_6 = blockIdx.x * 256u + (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 192u);
#line 7 "/work/main/.stage/main/benchmarks/heldout5/kernels/coo_sym_scale.cu"
    int e_7;
#line 7 "/work/main/.stage/main/benchmarks/heldout5/kernels/coo_sym_scale.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 224u < 256u)
#line 7 "/work/main/.stage/main/benchmarks/heldout5/kernels/coo_sym_scale.cu"
        e_7 = blockIdx.x * 256u + (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 224u);
#line 7 "/work/main/.stage/main/benchmarks/heldout5/kernels/coo_sym_scale.cu"
    int e_8;
#line 7 "/work/main/.stage/main/benchmarks/heldout5/kernels/coo_sym_scale.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 256u < 256u)
#line 7 "/work/main/.stage/main/benchmarks/heldout5/kernels/coo_sym_scale.cu"
        e_8 = blockIdx.x * 256u + (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 256u);
#line 7 "/work/main/.stage/main/benchmarks/heldout5/kernels/coo_sym_scale.cu"
    int e_9;
#line 7 "/work/main/.stage/main/benchmarks/heldout5/kernels/coo_sym_scale.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 288u < 256u)
#line 7 "/work/main/.stage/main/benchmarks/heldout5/kernels/coo_sym_scale.cu"
        e_9 = blockIdx.x * 256u + (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 288u);
#line 7 "/work/main/.stage/main/benchmarks/heldout5/kernels/coo_sym_scale.cu"
    int e_10;
#line 7 "/work/main/.stage/main/benchmarks/heldout5/kernels/coo_sym_scale.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 320u < 256u)
#line 7 "/work/main/.stage/main/benchmarks/heldout5/kernels/coo_sym_scale.cu"
        e_10 = blockIdx.x * 256u + (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 320u);
#line 7 "/work/main/.stage/main/benchmarks/heldout5/kernels/coo_sym_scale.cu"
    int e_11;
#line 7 "/work/main/.stage/main/benchmarks/heldout5/kernels/coo_sym_scale.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 352u < 256u)
#line 7 "/work/main/.stage/main/benchmarks/heldout5/kernels/coo_sym_scale.cu"
        e_11 = blockIdx.x * 256u + (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 352u);
#line 7 "/work/main/.stage/main/benchmarks/heldout5/kernels/coo_sym_scale.cu"
    int e_12;
#line 7 "/work/main/.stage/main/benchmarks/heldout5/kernels/coo_sym_scale.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 384u < 256u)
#line 7 "/work/main/.stage/main/benchmarks/heldout5/kernels/coo_sym_scale.cu"
        e_12 = blockIdx.x * 256u + (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 384u);
#line 7 "/work/main/.stage/main/benchmarks/heldout5/kernels/coo_sym_scale.cu"
    int e_13;
#line 7 "/work/main/.stage/main/benchmarks/heldout5/kernels/coo_sym_scale.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 416u < 256u)
#line 7 "/work/main/.stage/main/benchmarks/heldout5/kernels/coo_sym_scale.cu"
        e_13 = blockIdx.x * 256u + (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 416u);
#line 7 "/work/main/.stage/main/benchmarks/heldout5/kernels/coo_sym_scale.cu"
    int e_14;
#line 7 "/work/main/.stage/main/benchmarks/heldout5/kernels/coo_sym_scale.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 448u < 256u)
#line 7 "/work/main/.stage/main/benchmarks/heldout5/kernels/coo_sym_scale.cu"
        e_14 = blockIdx.x * 256u + (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 448u);
#line 7 "/work/main/.stage/main/benchmarks/heldout5/kernels/coo_sym_scale.cu"
    int e_15;
#line 7 "/work/main/.stage/main/benchmarks/heldout5/kernels/coo_sym_scale.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 480u < 256u)
#line 7 "/work/main/.stage/main/benchmarks/heldout5/kernels/coo_sym_scale.cu"
        e_15 = blockIdx.x * 256u + (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 480u);
#line 8 "/work/main/.stage/main/benchmarks/heldout5/kernels/coo_sym_scale.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u < 256u)
#line 8 "/work/main/.stage/main/benchmarks/heldout5/kernels/coo_sym_scale.cu"
        if (e_0 < nnz)
#line 9 "/work/main/.stage/main/benchmarks/heldout5/kernels/coo_sym_scale.cu"
            out[e_0] = val[e_0] * dinv[row[e_0]] * dinv[col[e_0]];
#line 8 "/work/main/.stage/main/benchmarks/heldout5/kernels/coo_sym_scale.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 32u < 256u)
#line 8 "/work/main/.stage/main/benchmarks/heldout5/kernels/coo_sym_scale.cu"
        if (e_1 < nnz)
#line 9 "/work/main/.stage/main/benchmarks/heldout5/kernels/coo_sym_scale.cu"
            out[e_1] = val[e_1] * dinv[row[e_1]] * dinv[col[e_1]];
#line 8 "/work/main/.stage/main/benchmarks/heldout5/kernels/coo_sym_scale.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 64u < 256u)
#line 8 "/work/main/.stage/main/benchmarks/heldout5/kernels/coo_sym_scale.cu"
        if (e_2 < nnz)
#line 9 "/work/main/.stage/main/benchmarks/heldout5/kernels/coo_sym_scale.cu"
            out[e_2] = val[e_2] * dinv[row[e_2]] * dinv[col[e_2]];
#line 8 "/work/main/.stage/main/benchmarks/heldout5/kernels/coo_sym_scale.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 96u < 256u)
#line 8 "/work/main/.stage/main/benchmarks/heldout5/kernels/coo_sym_scale.cu"
        if (e_3 < nnz)
#line 9 "/work/main/.stage/main/benchmarks/heldout5/kernels/coo_sym_scale.cu"
            out[e_3] = val[e_3] * dinv[row[e_3]] * dinv[col[e_3]];
#line 8 "/work/main/.stage/main/benchmarks/heldout5/kernels/coo_sym_scale.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 128u < 256u)
#line 8 "/work/main/.stage/main/benchmarks/heldout5/kernels/coo_sym_scale.cu"
        if (e_4 < nnz)
#line 9 "/work/main/.stage/main/benchmarks/heldout5/kernels/coo_sym_scale.cu"
            out[e_4] = val[e_4] * dinv[row[e_4]] * dinv[col[e_4]];
#line 8 "/work/main/.stage/main/benchmarks/heldout5/kernels/coo_sym_scale.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 160u < 256u)
#line 8 "/work/main/.stage/main/benchmarks/heldout5/kernels/coo_sym_scale.cu"
        if (e_5 < nnz)
#line 9 "/work/main/.stage/main/benchmarks/heldout5/kernels/coo_sym_scale.cu"
            out[e_5] = val[e_5] * dinv[row[e_5]] * dinv[col[e_5]];
#line 8 "/work/main/.stage/main/benchmarks/heldout5/kernels/coo_sym_scale.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 192u < 256u)
#line 8 "/work/main/.stage/main/benchmarks/heldout5/kernels/coo_sym_scale.cu"
        if (e_6 < nnz)
#line 9 "/work/main/.stage/main/benchmarks/heldout5/kernels/coo_sym_scale.cu"
            out[e_6] = val[e_6] * dinv[row[e_6]] * dinv[col[e_6]];
#line 8 "/work/main/.stage/main/benchmarks/heldout5/kernels/coo_sym_scale.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 224u < 256u)
#line 8 "/work/main/.stage/main/benchmarks/heldout5/kernels/coo_sym_scale.cu"
        if (e_7 < nnz)
#line 9 "/work/main/.stage/main/benchmarks/heldout5/kernels/coo_sym_scale.cu"
            out[e_7] = val[e_7] * dinv[row[e_7]] * dinv[col[e_7]];
#line 8 "/work/main/.stage/main/benchmarks/heldout5/kernels/coo_sym_scale.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 256u < 256u)
#line 8 "/work/main/.stage/main/benchmarks/heldout5/kernels/coo_sym_scale.cu"
        if (e_8 < nnz)
#line 9 "/work/main/.stage/main/benchmarks/heldout5/kernels/coo_sym_scale.cu"
            out[e_8] = val[e_8] * dinv[row[e_8]] * dinv[col[e_8]];
#line 8 "/work/main/.stage/main/benchmarks/heldout5/kernels/coo_sym_scale.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 288u < 256u)
#line 8 "/work/main/.stage/main/benchmarks/heldout5/kernels/coo_sym_scale.cu"
        if (e_9 < nnz)
#line 9 "/work/main/.stage/main/benchmarks/heldout5/kernels/coo_sym_scale.cu"
            out[e_9] = val[e_9] * dinv[row[e_9]] * dinv[col[e_9]];
#line 8 "/work/main/.stage/main/benchmarks/heldout5/kernels/coo_sym_scale.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 320u < 256u)
#line 8 "/work/main/.stage/main/benchmarks/heldout5/kernels/coo_sym_scale.cu"
        if (e_10 < nnz)
#line 9 "/work/main/.stage/main/benchmarks/heldout5/kernels/coo_sym_scale.cu"
            out[e_10] = val[e_10] * dinv[row[e_10]] * dinv[col[e_10]];
#line 8 "/work/main/.stage/main/benchmarks/heldout5/kernels/coo_sym_scale.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 352u < 256u)
#line 8 "/work/main/.stage/main/benchmarks/heldout5/kernels/coo_sym_scale.cu"
        if (e_11 < nnz)
#line 9 "/work/main/.stage/main/benchmarks/heldout5/kernels/coo_sym_scale.cu"
            out[e_11] = val[e_11] * dinv[row[e_11]] * dinv[col[e_11]];
#line 8 "/work/main/.stage/main/benchmarks/heldout5/kernels/coo_sym_scale.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 384u < 256u)
#line 8 "/work/main/.stage/main/benchmarks/heldout5/kernels/coo_sym_scale.cu"
        if (e_12 < nnz)
#line 9 "/work/main/.stage/main/benchmarks/heldout5/kernels/coo_sym_scale.cu"
            out[e_12] = val[e_12] * dinv[row[e_12]] * dinv[col[e_12]];
#line 8 "/work/main/.stage/main/benchmarks/heldout5/kernels/coo_sym_scale.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 416u < 256u)
#line 8 "/work/main/.stage/main/benchmarks/heldout5/kernels/coo_sym_scale.cu"
        if (e_13 < nnz)
#line 9 "/work/main/.stage/main/benchmarks/heldout5/kernels/coo_sym_scale.cu"
            out[e_13] = val[e_13] * dinv[row[e_13]] * dinv[col[e_13]];
#line 8 "/work/main/.stage/main/benchmarks/heldout5/kernels/coo_sym_scale.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 448u < 256u)
#line 8 "/work/main/.stage/main/benchmarks/heldout5/kernels/coo_sym_scale.cu"
        if (e_14 < nnz)
#line 9 "/work/main/.stage/main/benchmarks/heldout5/kernels/coo_sym_scale.cu"
            out[e_14] = val[e_14] * dinv[row[e_14]] * dinv[col[e_14]];
#line 8 "/work/main/.stage/main/benchmarks/heldout5/kernels/coo_sym_scale.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 480u < 256u)
#line 8 "/work/main/.stage/main/benchmarks/heldout5/kernels/coo_sym_scale.cu"
        if (e_15 < nnz)
#line 9 "/work/main/.stage/main/benchmarks/heldout5/kernels/coo_sym_scale.cu"
            out[e_15] = val[e_15] * dinv[row[e_15]] * dinv[col[e_15]];
}
