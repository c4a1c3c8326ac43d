// Held-out suite 3 (frozen). Intersection over union of each box (x0, y0, x1, y1; four
// floats stored box after box) with one query box; one thread per box, reading the four
// fields one by one.
__kernel void box_iou_aos(__global const float *boxes, __global float *iou, float qx0, float qy0,
                          float qx1, float qy1, int n)
{
    int i = get_group_id(0) * get_local_size(0) + get_local_id(0);
    if (i < n) {
        float x0 = boxes[4 * i + 0];
        float y0 = boxes[4 * i + 1];
        float x1 = boxes[4 * i + 2];
        float y1 = boxes[4 * i + 3];
        float w = fmin(x1, qx1) - fmax(x0, qx0);
        float h = fmin(y1, qy1) - fmax(y0, qy0);
        float inter = fmax(w, 0.0f) * fmax(h, 0.0f);
        float uni = (x1 - x0) * (y1 - y0) + (qx1 - qx0) * (qy1 - qy0) - inter;
        iou[i] = inter / uni;
    }
}
