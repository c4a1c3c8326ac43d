// SHOC-style 9-point stencil with a local-memory tile; sizes from -DLROWS=.. -DLCOLS=..
#ifndef LROWS
#define LROWS 8
#endif
#ifndef LCOLS
#define LCOLS 256
#endif
#define VALTYPE float

#define LIDX(r, c) ((r) * (LCOLS + 2) + (c))

__kernel void
StencilKernel(__global VALTYPE* data, __global VALTYPE* newData, const int alignment,
              VALTYPE wCenter, VALTYPE wCardinal, VALTYPE wDiagonal,
              __local VALTYPE* sh)
{
    int gRow = get_group_id(0) * LROWS + get_local_id(1);
    int gCol = get_group_id(1) * LCOLS + get_local_id(0);
    int nCols = get_num_groups(1) * LCOLS + 2 + alignment;
    int lRow = get_local_id(1) + 1;
    int lCol = get_local_id(0) + 1;

    sh[LIDX(lRow, lCol)] = data[(gRow + 1) * nCols + gCol + 1];
    if (get_local_id(1) == 0) {
        sh[LIDX(0, lCol)] = data[gRow * nCols + gCol + 1];
        sh[LIDX(LROWS + 1, lCol)] = data[(gRow + LROWS + 1) * nCols + gCol + 1];
    }
    if (get_local_id(0) == 0) {
        sh[LIDX(lRow, 0)] = data[(gRow + 1) * nCols + gCol];
        sh[LIDX(lRow, LCOLS + 1)] = data[(gRow + 1) * nCols + gCol + LCOLS + 1];
    }
    if (get_local_id(0) == 0 && get_local_id(1) == 0) {
        sh[LIDX(0, 0)] = data[gRow * nCols + gCol];
        sh[LIDX(0, LCOLS + 1)] = data[gRow * nCols + gCol + LCOLS + 1];
        sh[LIDX(LROWS + 1, 0)] = data[(gRow + LROWS + 1) * nCols + gCol];
        sh[LIDX(LROWS + 1, LCOLS + 1)] = data[(gRow + LROWS + 1) * nCols + gCol + LCOLS + 1];
    }
    barrier(CLK_LOCAL_MEM_FENCE);

    VALTYPE center = sh[LIDX(lRow, lCol)];
    VALTYPE cardinal = sh[LIDX(lRow - 1, lCol)] + sh[LIDX(lRow + 1, lCol)] +
                       sh[LIDX(lRow, lCol - 1)] + sh[LIDX(lRow, lCol + 1)];
    VALTYPE diagonal = sh[LIDX(lRow - 1, lCol - 1)] + sh[LIDX(lRow - 1, lCol + 1)] +
                       sh[LIDX(lRow + 1, lCol - 1)] + sh[LIDX(lRow + 1, lCol + 1)];
    newData[(gRow + 1) * nCols + gCol + 1] = wCenter * center + wCardinal * cardinal + wDiagonal * diagonal;
}
